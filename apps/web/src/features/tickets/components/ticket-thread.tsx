import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_CONTENT_MAX, type TicketThread as Thread, replyTicketInput } from '@tandem/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyIconButton } from '@/components/copy-icon-button';
import { z } from 'zod';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReplyTicket } from '../api/send-ticket';
import { AttachmentImages } from './attachment-images';
import { ImagePicker } from '@/components/ticket-image-picker';
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

/** The contract's reply body (the thread id comes from the page) and the pictures sent with it. */
const replySchema = replyTicketInput.omit({ id: true }).extend({ images: z.array(z.instanceof(File)) });
type ReplyValues = z.output<typeof replySchema>;

function ReplyForm({ id }: { id: string }) {
  const { t } = useTranslation('tickets');
  const fieldError = useFieldErrorText();
  const mutation = useReplyTicket(id);
  const form = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { content: '', images: [] } });
  const content = useWatch({ control: form.control, name: 'content' });
  const send = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset({ content: '', images: [] });
      notifySuccess('tickets:replySent');
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void send(event)}>
      <Stack gap="xs">
        <Textarea
          label={t('reply')}
          placeholder={t('replyPlaceholder')}
          autosize
          minRows={3}
          maxLength={TICKET_CONTENT_MAX}
          {...form.register('content')}
          error={fieldError(form.formState.errors.content)}
          data-testid="ticket-reply-content"
        />
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => (
            <ImagePicker value={field.value} onChange={field.onChange} disabled={mutation.isPending} />
          )}
        />
        <Button type="submit" loading={mutation.isPending} disabled={!content.trim()} data-testid="ticket-reply-send">
          {t('send')}
        </Button>
      </Stack>
    </form>
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
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="ticket-number">
          {t('number', { id: thread.id })} · {t(`categories.${thread.category}`)}
        </Text>
        <CopyIconButton
          value={thread.id}
          label={t('copyNumber')}
          copiedLabel={t('common:copyValue.copied')}
          size="sm"
          iconSize={14}
          testId="ticket-copy-number"
        />
      </Group>
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
