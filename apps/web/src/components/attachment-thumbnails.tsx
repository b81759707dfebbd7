import { Anchor, Group, Image, Loader, Paper } from '@mantine/core';
import type { TicketAttachment } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';

/** How a screen fetches one private image: its object URL once loaded, and whether that failed. */
export type UseAttachmentImage = (attachment: TicketAttachment) => { url: string | null; isError: boolean };

function Thumbnail({
  attachment,
  useImage,
  size,
  testId,
}: {
  attachment: TicketAttachment;
  useImage: UseAttachmentImage;
  size: number;
  testId: string;
}) {
  const { t } = useTranslation('tickets');
  const image = useImage(attachment);
  return (
    <Paper
      withBorder
      radius="sm"
      w={size}
      h={size}
      style={{ overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {image.url ? (
        <Anchor href={image.url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
          <Image src={image.url} alt={t('attachmentAlt')} w={size} h={size} fit="cover" />
        </Anchor>
      ) : image.isError ? null : (
        <Loader size="xs" />
      )}
    </Paper>
  );
}

/**
 * A ticket's or reply's private images as square thumbnails linking to the full image. The member
 * and the staff side fetch them through their own routes with their own session (`useImage`).
 */
export function AttachmentThumbnails({
  attachments,
  useImage,
  size,
  testId,
}: {
  attachments: TicketAttachment[];
  useImage: UseAttachmentImage;
  size: number;
  /** The test id of each thumbnail's link. */
  testId: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {attachments.map((a) => (
        <Thumbnail key={a.id} attachment={a} useImage={useImage} size={size} testId={testId} />
      ))}
    </Group>
  );
}
