import type { TicketAttachment } from '@tandem/contracts';
import { useAdminAttachment } from '../api/tickets';

/** One private ticket image for AttachmentThumbnails, fetched through the staff route with the staff token. */
export function useStaffAttachment(attachment: TicketAttachment) {
  const { url, isError } = useAdminAttachment(attachment);
  return { url, isError };
}
