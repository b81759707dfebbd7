import { Anchor, Group, Image, Loader, Paper } from '@mantine/core';
import type { TicketAttachment } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useAttachmentImage } from '../api/use-attachment-image';

function Attachment({ attachment }: { attachment: TicketAttachment }) {
  const { t } = useTranslation('tickets');
  const image = useAttachmentImage(attachment.url);
  return (
    <Paper withBorder radius="sm" w={88} h={88} style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
      {image.objectUrl ? (
        <Anchor href={image.objectUrl} target="_blank" rel="noopener noreferrer" data-testid="ticket-attachment">
          <Image src={image.objectUrl} alt={t('attachmentAlt')} w={88} h={88} fit="cover" />
        </Anchor>
      ) : image.isError ? null : (
        <Loader size="xs" />
      )}
    </Paper>
  );
}

/** Private images of a ticket or reply, fetched with the session and shown as thumbnails. */
export function AttachmentImages({ attachments }: { attachments: TicketAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {attachments.map((a) => (
        <Attachment key={a.id} attachment={a} />
      ))}
    </Group>
  );
}
