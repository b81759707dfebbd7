import type { TicketAttachment } from '@tandem/contracts';
import { AttachmentThumbnails } from '@/components/attachment-thumbnails';
import { useAttachmentImage } from '../api/use-attachment-image';

function useMemberAttachment(attachment: TicketAttachment) {
  const image = useAttachmentImage(attachment.url);
  return { url: image.objectUrl, isError: image.isError };
}

/** Private images of a ticket or reply, fetched with the session and shown as thumbnails. */
export function AttachmentImages({ attachments }: { attachments: TicketAttachment[] }) {
  return (
    <AttachmentThumbnails
      attachments={attachments}
      useImage={useMemberAttachment}
      size={88}
      testId="ticket-attachment"
    />
  );
}
