import type { Deps } from '../../deps';
import { groupAttachments, memberAttachmentUrl, refOf, staffAttachmentUrl } from './tickets.mappers';
import { type TicketRow, findAttachments, findReplies, updateTicket } from './tickets.repository';

type ReplyRow = Awaited<ReturnType<typeof findReplies>>[number];

/** Who opens a thread: each side has its own unread flag and attachment links; only staff see internal notes. */
const readers = {
  member: { flag: 'user_read', withInternal: false, attachmentUrl: memberAttachmentUrl },
  staff: { flag: 'staff_read', withInternal: true, attachmentUrl: staffAttachmentUrl },
} as const;

/**
 * Opens ticket `row` for `reader`: clears that side's unread flag (on the row too, so the answer
 * shows it read), then reads the thread: its reference, text, attachments and replies, each with
 * what `replyExtras` adds for that side (staff: who answered, which replies are internal notes).
 */
export async function openThread<Extra extends object>(
  deps: Pick<Deps, 'db'>,
  row: TicketRow,
  reader: keyof typeof readers,
  replyExtras: (reply: ReplyRow) => Extra,
) {
  const { flag, withInternal, attachmentUrl } = readers[reader];
  if (!row[flag]) {
    await updateTicket(deps.db, row.id, { [flag]: true });
    row[flag] = true;
  }
  const [replies, attachments] = await Promise.all([
    findReplies(deps.db, row.id, withInternal),
    findAttachments(deps.db, row.id),
  ]);
  const attachmentsOf = groupAttachments(attachments, attachmentUrl);
  return {
    ...refOf(row),
    content: row.content,
    attachments: attachmentsOf(null),
    replies: replies.map((r) => ({
      id: String(r.id),
      author: r.author_type,
      content: r.content,
      created_at: r.created_at.toISOString(),
      ...replyExtras(r),
      attachments: attachmentsOf(r.id),
    })),
  };
}
