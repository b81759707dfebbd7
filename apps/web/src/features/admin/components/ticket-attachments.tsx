import type { TicketAttachment } from '@tandem/contracts';
import { AttachmentThumbnails } from '@/components/attachment-thumbnails';
import { useAdminAttachment } from '../api/tickets';

/** One private attachment, fetched through the staff route with the staff token. */
function useStaffAttachment(attachment: TicketAttachment) {
  const { url, isError } = useAdminAttachment(attachment);
  return { url, isError };
}

export function TicketAttachments({ attachments }: { attachments: TicketAttachment[] }) {
  return (
    <AttachmentThumbnails
      attachments={attachments}
      useImage={useStaffAttachment}
      size={96}
      testId="admin-ticket-attachment"
    />
  );
}
