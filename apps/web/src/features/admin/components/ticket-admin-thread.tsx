import { Alert, Badge, Button, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTicketThread,
  type StaffReplyInput,
  type TicketAttachment,
  TICKET_CONTENT_MAX,
  staffReplyInput,
  ticketStatuses,
} from '@tandem/contracts';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { AttachmentThumbnails } from '@/components/attachment-thumbnails';
import { CopyIconButton } from '@/components/copy-icon-button';
import { useStaffAttachment } from './use-staff-attachment';
import { TicketStatusBadge } from './ticket-status-badge';
import { useStaffMe } from '../api/get-me';
import { useAssignTicket, useCannedReplies, useSetTicketStatus, useStaffReply } from '../api/tickets';
import { formatDuration } from './ticket-inbox';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { FormSelect, FormTextarea } from '@/components/form-fields';
import { ImagePicker } from '@/components/ticket-image-picker';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';

/** What the member or staff wrote, as typed (line breaks kept), and the images that came with it. */
function MessageBody({ message }: { message: { content: string; attachments: TicketAttachment[] } }) {
  return (
    <>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content}
      </Text>
      <AttachmentThumbnails
        attachments={message.attachments}
        useImage={useStaffAttachment}
        size={96}
        testId="admin-ticket-attachment"
      />
    </>
  );
}

type ReplyValues = z.input<typeof staffReplyInput>;
const emptyReply: ReplyValues = { content: '', is_internal: false, status: 'pending' };

/** A reply to the member (and the status after it) or an internal note, checked by the API's own schema. */
function ReplyBox({ thread }: { thread: AdminTicketThread }) {
  const { t } = useTranslation('tickets');
  const reply = useStaffReply(thread.id);
  const canned = useCannedReplies(thread.member_language);
  const form = useForm<ReplyValues, unknown, StaffReplyInput>({
    resolver: zodResolver(staffReplyInput),
    defaultValues: emptyReply,
  });
  const [images, setImages] = useState<File[]>([]);
  const [content, isInternal] = useWatch({ control: form.control, name: ['content', 'is_internal'] });
  const send = form.handleSubmit(({ status, ...values }) =>
    reply.mutate(
      { ...values, ...(values.is_internal ? {} : { status }), images },
      {
        onSuccess: () => {
          form.reset({ ...form.getValues(), content: '' });
          setImages([]);
          notifySuccess(values.is_internal ? 'tickets:admin.noteAdded' : 'tickets:admin.replySent');
        },
        onError: notifyError,
      },
    ),
  );
  return (
    <Paper withBorder p="md" radius="md" component="form" noValidate onSubmit={(event) => void send(event)}>
      <Stack gap="sm">
        {canned.data && canned.data.length > 0 ? (
          <Select
            label={t('admin.cannedInsert', { language: thread.member_language })}
            data={canned.data.map((c) => ({ value: c.id, label: c.title }))}
            value={null}
            onChange={(id) => {
              const picked = canned.data.find((c) => c.id === id);
              const current = form.getValues('content');
              if (picked) form.setValue('content', current ? `${current}\n${picked.content}` : picked.content);
            }}
            data-testid="admin-ticket-canned"
          />
        ) : null}
        <FormTextarea
          control={form.control}
          name="content"
          label={isInternal ? t('admin.note') : t('admin.replyToMember')}
          minRows={4}
          maxLength={TICKET_CONTENT_MAX}
          testId="admin-ticket-reply-content"
        />
        <ImagePicker value={images} onChange={setImages} disabled={reply.isPending} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label={t('admin.internalNote')}
            {...form.register('is_internal')}
            data-testid="admin-ticket-internal"
          />
          {!isInternal ? (
            <FormSelect
              control={form.control}
              name="status"
              aria-label={t('admin.statusAfter')}
              w={180}
              data={ticketStatuses.map((s) => ({
                value: s,
                label: t('admin.statusAfterOption', { status: t(`admin.status.${s}`) }),
              }))}
              allowDeselect={false}
            />
          ) : null}
        </Group>
        <Button
          type="submit"
          loading={reply.isPending}
          disabled={!content.trim() || (thread.status === 'closed' && !isInternal)}
          color={isInternal ? 'yellow' : undefined}
          data-testid="admin-ticket-reply-send"
        >
          {isInternal ? t('admin.addNote') : t('admin.sendReply')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** One ticket for support: details, the thread with internal notes, assignment, status and reply. */
export function TicketAdminThread({ thread }: { thread: AdminTicketThread }) {
  const { t } = useTranslation(['tickets', 'admin']);
  const me = useStaffMe();
  const assign = useAssignTicket(thread.id);
  const setStatus = useSetTicketStatus(thread.id);
  const done = { onSuccess: () => notifySuccess('tickets:admin.saved'), onError: notifyError };
  return (
    <Stack gap="md" data-testid="admin-ticket-thread">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={4} wrap="nowrap" align="flex-start" miw={0}>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              #{thread.id} {thread.title}
            </Title>
            <CopyIconButton
              value={thread.id}
              label={t('copyNumber')}
              copiedLabel={t('admin:copied')}
              iconSize={16}
              testId="admin-ticket-copy-number"
            />
          </Group>
          <TicketStatusBadge status={thread.status} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {thread.member_username} ({thread.member_language}) · {t(`categories.${thread.category}`)} ·{' '}
          {formatDateTime(thread.created_at, i18n.language)}
        </Text>
        {thread.ref_type ? (
          <Text size="sm" mt={4}>
            {t('admin.reference')}: {thread.ref_type} #{thread.ref_id}
          </Text>
        ) : null}
        <Text size="sm" mt={4}>
          {t('admin.assignee')}: {thread.assigned_staff_username ?? t('admin.unassigned')} · {t('admin.firstResponse')}:{' '}
          {thread.first_response_seconds === null
            ? t('admin.noResponseYet')
            : formatDuration(thread.first_response_seconds, t)}
        </Text>
        <Group gap="xs" mt="sm" wrap="wrap">
          {me.data && thread.assigned_staff_id !== me.data.id ? (
            <Button
              size="compact-sm"
              variant="light"
              loading={assign.isPending}
              onClick={() => assign.mutate(me.data.id, done)}
              data-testid="admin-ticket-assign-me"
            >
              {t('admin.assignToMe')}
            </Button>
          ) : null}
          {thread.assigned_staff_id ? (
            <Button
              size="compact-sm"
              variant="default"
              loading={assign.isPending}
              onClick={() => assign.mutate(null, done)}
            >
              {t('admin.unassign')}
            </Button>
          ) : null}
          {ticketStatuses
            .filter((s) => s !== thread.status)
            .map((s) => (
              <Button
                key={s}
                size="compact-sm"
                variant="default"
                loading={setStatus.isPending && setStatus.variables === s}
                onClick={() => setStatus.mutate(s, done)}
                data-testid={`admin-ticket-status-${s}`}
              >
                {t('admin.markAs', { status: t(`admin.status.${s}`) })}
              </Button>
            ))}
        </Group>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed">
          {thread.member_username} · {formatDateTime(thread.created_at, i18n.language)}
        </Text>
        <MessageBody message={thread} />
      </Paper>
      {thread.replies.map((r) => (
        <Paper
          key={r.id}
          withBorder
          p="sm"
          radius="md"
          bg={
            r.is_internal
              ? 'var(--mantine-color-yellow-light)'
              : r.author === 'staff'
                ? 'var(--mantine-color-blue-light)'
                : undefined
          }
          data-testid={r.is_internal ? 'admin-ticket-note' : 'admin-ticket-message'}
        >
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {r.author === 'staff' ? (r.staff_username ?? t('support')) : thread.member_username} ·{' '}
              {formatDateTime(r.created_at, i18n.language)}
            </Text>
            {r.is_internal ? (
              <Badge size="xs" color="yellow">
                {t('admin.internalNote')}
              </Badge>
            ) : null}
          </Group>
          <MessageBody message={r} />
        </Paper>
      ))}
      {thread.status === 'closed' ? (
        <Alert color="gray" variant="light">
          {t('admin.closedHint')}
        </Alert>
      ) : null}
      <ReplyBox thread={thread} />
    </Stack>
  );
}
