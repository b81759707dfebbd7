import { Anchor, Group, Image, Loader, Paper } from '@mantine/core';
import type { TicketAttachment } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminAttachment } from '../api/tickets';

/** One private attachment, fetched through the staff route with the staff token. */
function Attachment({ attachment }: { attachment: TicketAttachment }) {
  const { t } = useTranslation('tickets');
  const { url, ...query } = useAdminAttachment(attachment);
  return (
    <Paper withBorder radius="sm" w={96} h={96} style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" data-testid="admin-ticket-attachment">
          <Image src={url} alt={t('attachmentAlt')} w={96} h={96} fit="cover" />
        </Anchor>
      ) : query.isError ? null : (
        <Loader size="xs" />
      )}
    </Paper>
  );
}

export function TicketAttachments({ attachments }: { attachments: TicketAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {attachments.map((a) => (
        <Attachment key={a.id} attachment={a} />
      ))}
    </Group>
  );
}
