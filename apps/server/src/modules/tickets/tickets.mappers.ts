import type { TicketAttachment, TicketCategory, TicketRefType, TicketStatus, TicketSummary } from '@tandem/contracts';
import { ticketPaths } from '@tandem/contracts';
import type { findAttachments, TicketRow } from './tickets.repository';

type AttachmentRow = Awaited<ReturnType<typeof findAttachments>>[number];

export function toSummary(row: TicketRow): TicketSummary {
  return {
    id: String(row.id),
    title: row.title,
    category: row.category as TicketCategory,
    status: row.status as TicketStatus,
    user_read: row.user_read,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_message_at: row.last_message_at.toISOString(),
  };
}

export function refOf(row: TicketRow): { ref_type: TicketRefType | null; ref_id: string | null } {
  return { ref_type: row.ref_type, ref_id: row.ref_id === null ? null : String(row.ref_id) };
}

/** Attachments by the reply they came with (null: the ticket itself). */
export function groupAttachments(rows: AttachmentRow[], urlOf: (id: string) => string) {
  const byReply = new Map<string, TicketAttachment[]>();
  for (const row of rows) {
    const key = row.reply_id === null ? 'ticket' : String(row.reply_id);
    const list = byReply.get(key) ?? [];
    list.push({
      id: String(row.id),
      mime: row.mime,
      size_bytes: row.size_bytes,
      original_name: row.original_name,
      url: urlOf(String(row.id)),
    });
    byReply.set(key, list);
  }
  return (replyId: bigint | null) => byReply.get(replyId === null ? 'ticket' : String(replyId)) ?? [];
}

export const memberAttachmentUrl = (id: string) => ticketPaths.attachment(id);
export const staffAttachmentUrl = (id: string) => ticketPaths.adminAttachment(id);
