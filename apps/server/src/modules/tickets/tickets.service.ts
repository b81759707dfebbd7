import { type CreateTicketInput, TICKET_PAGE_SIZE, type TicketSummary, type TicketThread } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type ImageUpload, type StoredUpload, readStoredImage, withStoredUploads } from '../../lib/uploads';
import { assertOwnReference } from './ticket-reference';
import { openThread } from './ticket-thread';
import { toSummary } from './tickets.mappers';
import {
  findAttachment,
  findLatestTicketRead,
  findMemberTicket,
  findMemberTickets,
  insertAttachments,
  insertReply,
  insertTicket,
  updateTicket,
} from './tickets.repository';
import { readPage } from '../../lib/paging';

type TicketDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export function attachmentRows(ticketId: bigint, replyId: bigint | null, stored: readonly StoredUpload[], at: Date) {
  return stored.map((s) => ({
    ticket_id: ticketId,
    reply_id: replyId,
    file_path: s.path,
    mime: s.mime,
    size_bytes: s.buffer.length,
    original_name: s.originalName,
    created_at: at,
  }));
}

export async function createTicket(
  deps: TicketDeps,
  memberId: bigint,
  input: CreateTicketInput,
  images: ImageUpload[],
): Promise<TicketSummary> {
  // Before any file is written: a reference to someone else's record changes nothing.
  await assertOwnReference(deps, memberId, input);
  const now = deps.clock.now();
  const id = await withStoredUploads(deps, images, now, async (stored, trx) => {
    const ticketId = await insertTicket(trx, {
      member_id: memberId,
      title: input.title,
      category: input.category,
      content: input.content,
      ref_type: input.ref_type ?? null,
      ref_id: input.ref_id ? BigInt(input.ref_id) : null,
      status: 'open',
      user_read: true,
      staff_read: false,
      last_message_at: now,
      created_at: now,
      updated_at: now,
    });
    await insertAttachments(trx, attachmentRows(ticketId, null, stored, now));
    return ticketId;
  });
  const row = await findMemberTicket(deps.db, memberId, id);
  if (!row) throw new AppError('internalError');
  return toSummary(row);
}

export async function listMemberTickets(deps: TicketDeps, memberId: bigint, page: number) {
  return readPage(
    page,
    TICKET_PAGE_SIZE,
    (limit, offset) => findMemberTickets(deps.db, memberId, limit, offset),
    toSummary,
  );
}

/** The thread as the member sees it (no internal notes); opening it clears the member's unread flag. */
export async function readMemberTicket(deps: TicketDeps, memberId: bigint, id: bigint): Promise<TicketThread> {
  const row = await findMemberTicket(deps.db, memberId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...toSummary(row), ...(await openThread(deps, row, 'member', () => ({}))) };
}

/** A member's reply reopens a pending or resolved ticket for staff; a closed one takes no more. */
export async function replyAsMember(
  deps: TicketDeps,
  memberId: bigint,
  id: bigint,
  content: string,
  images: ImageUpload[],
): Promise<TicketThread> {
  const now = deps.clock.now();
  // Check ownership before writing any file.
  const existing = await findMemberTicket(deps.db, memberId, id);
  if (!existing) throw new AppError('NOT_FOUND');
  if (existing.status === 'closed') throw new AppError('TICKET_CLOSED');
  await withStoredUploads(deps, images, now, async (stored, trx) => {
    const ticket = await findMemberTicket(trx, memberId, id, true);
    if (!ticket) throw new AppError('NOT_FOUND');
    if (ticket.status === 'closed') throw new AppError('TICKET_CLOSED');
    const replyId = await insertReply(trx, {
      ticketId: id,
      authorType: 'member',
      staffId: null,
      content,
      isInternal: false,
      at: now,
    });
    await insertAttachments(trx, attachmentRows(id, replyId, stored, now));
    await updateTicket(trx, id, { status: 'open', staff_read: false, last_message_at: now, updated_at: now });
  });
  return readMemberTicket(deps, memberId, id);
}

/** Whether the member's newest ticket has a staff reply they have not opened (the header icon). */
export async function hasUnreadTicket(deps: TicketDeps, memberId: bigint): Promise<boolean> {
  const latest = await findLatestTicketRead(deps.db, memberId);
  return latest ? !latest.user_read : false;
}

/**
 * An attachment's bytes for whoever may see them: the ticket's member (memberId; not a staff note's) or support staff
 * (memberId null). Anyone else gets NOT_FOUND, the same as for an id that does not exist.
 */
export async function readAttachment(deps: TicketDeps, id: bigint, viewer: { memberId: bigint } | { staff: true }) {
  const row = await findAttachment(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  // A picture on an internal note stays with staff, like the note.
  if ('memberId' in viewer && (row.member_id !== viewer.memberId || row.is_internal === true)) {
    throw new AppError('NOT_FOUND');
  }
  const { buffer } = await readStoredImage(deps, row.file_path);
  return { buffer, mime: row.mime };
}
