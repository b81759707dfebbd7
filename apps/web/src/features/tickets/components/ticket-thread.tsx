import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { TICKET_CONTENT_MAX, type TicketThread as Thread } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReplyTicket } from '../api/send-ticket';
import { AttachmentImages } from './attachment-images';
import { ImagePicker } from './image-picker';
import { TicketStatusBadge } from './status-badge';
import { formatDateTime } from '@/lib/format';

function Message({
  author,
  content,
  at,
  children,
}: {
  author: 'member' | 'staff';
  content: string;
  at: string;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('tickets');
  const isMine = author === 'member';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={isMine ? undefined : 'var(--mantine-color-blue-light)'}
      ml={isMine ? 'xl' : 0}
      mr={isMine ? 0 : 'xl'}
      data-testid={isMine ? 'ticket-message-member' : 'ticket-message-staff'}
    >
      <Text size="xs" c="dimmed">
        {isMine ? t('you') : t('support')} · {formatDateTime(at, i18n.language)}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {content}
      </Text>
      {children}
    </Paper>
  );
}

function ReplyForm({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  const mutation = useReplyTicket(id);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const send = async () => {
    if (!content.trim()) return;
    try {
      await mutation.mutateAsync({ content: content.trim(), images });
      setContent('');
      setImages([]);
      notifySuccess('tickets:replySent');
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('reply')}
        placeholder={t('replyPlaceholder')}
        autosize
        minRows={3}
        maxLength={TICKET_CONTENT_MAX}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        data-testid="ticket-reply-content"
      />
      <ImagePicker value={images} onChange={setImages} disabled={mutation.isPending} />
      <Button
        onClick={() => void send()}
        loading={mutation.isPending}
        disabled={!content.trim()}
        data-testid="ticket-reply-send"
      >
        {t('send')}
      </Button>
    </Stack>
  );
}

/** One ticket: the member's message, the replies in order, and the reply box unless it is closed. */
export function TicketThread({ thread }: { thread: Thread }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack gap="sm" data-testid="ticket-thread">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {thread.title}
        </Title>
        <TicketStatusBadge status={thread.status} />
      </Group>
      <Text size="xs" c="dimmed">
        {t(`categories.${thread.category}`)}
      </Text>
      <Message author="member" content={thread.content} at={thread.created_at}>
        <AttachmentImages attachments={thread.attachments} />
      </Message>
      {thread.replies.map((reply) => (
        <Message key={reply.id} author={reply.author} content={reply.content} at={reply.created_at}>
          <AttachmentImages attachments={reply.attachments} />
        </Message>
      ))}
      {thread.status === 'closed' ? (
        <Alert color="gray" variant="light" data-testid="ticket-closed">
          {t('closedNote')}
        </Alert>
      ) : (
        <ReplyForm id={thread.id} />
      )}
    </Stack>
  );
}
