import {
  type AdminTicketSummary,
  type AdminTicketThread,
  type CannedReply,
  type CannedReplyInput,
  type StaffReplyInput,
  type TicketStatus,
} from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type ImageUpload, withStoredUploads } from '../../lib/uploads';
import type { AuditActor } from '../../lib/principals';
import { auditedChange, recordAuditAs, staffIdOf } from '../audit/audit.service';
import { notifyMember } from '../notifications/notifications.service';
import { openThread } from './ticket-thread';
import { toSummary } from './tickets.mappers';
import { attachmentRows } from './tickets.service';
import {
  deleteCannedReply,
  findActiveSupportStaff,
  findCannedReplies,
  findCannedReply,
  findInbox,
  findTicket,
  findTicketWithNames,
  insertAttachments,
  insertCannedReply,
  insertReply,
  updateCannedReply,
  updateTicket,
} from './tickets.repository';
import { adminList } from '../../lib/paged-lists';

type TicketDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

type InboxRow = Awaited<ReturnType<typeof findInbox>>['rows'][number];

function toAdminSummary(row: InboxRow): AdminTicketSummary {
  return {
    ...toSummary(row),
    member_id: String(row.member_id),
    member_username: row.member_username,
    assigned_staff_id: row.assigned_staff_id === null ? null : String(row.assigned_staff_id),
    assigned_staff_username: row.assigned_staff_username ?? null,
    staff_read: row.staff_read,
    first_response_at: row.first_response_at ? row.first_response_at.toISOString() : null,
    first_response_seconds: row.first_response_at
      ? Math.max(0, Math.round((row.first_response_at.getTime() - row.created_at.getTime()) / 1000))
      : null,
  };
}

export const listInbox = adminList(findInbox, toAdminSummary);

/** The full thread with internal notes; opening it clears the staff unread flag. */
export async function readStaffTicket(deps: TicketDeps, id: bigint): Promise<AdminTicketThread> {
  const row = await findTicketWithNames(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const thread = await openThread(deps, row, 'staff', (r) => ({
    staff_username: r.staff_username ?? null,
    is_internal: r.is_internal,
  }));
  return { ...toAdminSummary(row), ...thread, member_language: row.member_language };
}

/**
 * A public reply marks the ticket unread for the member and (by default) pending on them; the first
 * one sets the first-response time. An internal note changes neither. Images go with either (an
 * internal note's stay with staff), stored the way a member's are.
 */
export async function replyAsStaff(
  deps: TicketDeps,
  id: bigint,
  input: StaffReplyInput,
  actor: AuditActor,
  images: ImageUpload[] = [],
) {
  const staffId = staffIdOf(actor);
  const now = deps.clock.now();
  // Before any file is written: a missing or closed ticket takes nothing.
  const existing = await findTicket(deps.db, id);
  if (!existing) throw new AppError('NOT_FOUND');
  if (existing.status === 'closed' && !input.is_internal) throw new AppError('TICKET_CLOSED');
  await withStoredUploads(deps, images, now, async (stored, trx) => {
    const ticket = await findTicket(trx, id, true);
    if (!ticket) throw new AppError('NOT_FOUND');
    if (ticket.status === 'closed' && !input.is_internal) throw new AppError('TICKET_CLOSED');
    const replyId = await insertReply(trx, {
      ticketId: id,
      authorType: 'staff',
      staffId,
      content: input.content,
      isInternal: input.is_internal,
      at: now,
    });
    await insertAttachments(trx, attachmentRows(id, replyId, stored, now));
    if (input.is_internal) {
      await updateTicket(trx, id, { updated_at: now });
    } else {
      const status: TicketStatus = input.status ?? 'pending';
      await updateTicket(trx, id, {
        status,
        user_read: false,
        staff_read: true,
        last_message_at: now,
        updated_at: now,
        ...(ticket.first_response_at ? {} : { first_response_at: now }),
        // Whoever answers an unassigned ticket takes it.
        ...(ticket.assigned_staff_id === null ? { assigned_staff_id: staffId } : {}),
      });
      await notifyMember(trx, deps, {
        memberId: ticket.member_id,
        kind: 'ticket_reply',
        params: { ticket_id: String(id), title: ticket.title },
      });
    }
    await recordAuditAs(trx, actor, {
      action: input.is_internal ? 'ticket.note' : 'ticket.reply',
      targetType: 'ticket',
      targetId: id,
      before: { status: ticket.status },
      after: {
        reply_id: replyId,
        status: input.is_internal ? ticket.status : (input.status ?? 'pending'),
        images: stored.length,
      },
      at: now,
    });
  });
  return readStaffTicket(deps, id);
}

/** The ticket, locked for a staff change in `trx`; NOT_FOUND when there is none. */
async function lockTicket(trx: Trx, id: bigint) {
  const ticket = await findTicket(trx, id, true);
  if (!ticket) throw new AppError('NOT_FOUND');
  return ticket;
}

export async function assignTicket(deps: TicketDeps, id: bigint, assigneeId: bigint | null, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'ticket.assign', async (trx, now) => {
    const ticket = await lockTicket(trx, id);
    if (assigneeId !== null && !(await findActiveSupportStaff(trx, assigneeId))) {
      throw AppError.fields({ staff_id: 'invalid' });
    }
    await updateTicket(trx, id, { assigned_staff_id: assigneeId, updated_at: now });
    return {
      targetType: 'ticket',
      targetId: id,
      before: { assigned_staff_id: ticket.assigned_staff_id },
      after: { assigned_staff_id: assigneeId },
    };
  });
  return readStaffTicket(deps, id);
}

export async function setTicketStatus(deps: TicketDeps, id: bigint, status: TicketStatus, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'ticket.status', async (trx, now) => {
    const ticket = await lockTicket(trx, id);
    if (ticket.status === status) throw new AppError('STATE_CHANGED');
    await updateTicket(trx, id, { status, updated_at: now });
    return { targetType: 'ticket', targetId: id, before: { status: ticket.status }, after: { status } };
  });
  return readStaffTicket(deps, id);
}

// Canned replies

function toCanned(row: NonNullable<Awaited<ReturnType<typeof findCannedReply>>>): CannedReply {
  return {
    id: String(row.id),
    language: row.language,
    title: row.title,
    content: row.content,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listCannedReplies(deps: TicketDeps, language?: string) {
  return (await findCannedReplies(deps.db, language)).map(toCanned);
}

/** What the audit log keeps of a canned reply before a change. */
async function cannedBefore(trx: Trx, id: bigint) {
  const before = await findCannedReply(trx, id);
  if (!before) throw new AppError('NOT_FOUND');
  return { language: before.language, title: before.title, content: before.content };
}

export async function createCannedReply(deps: TicketDeps, input: CannedReplyInput, actor: AuditActor) {
  const staffId = staffIdOf(actor);
  const id = await auditedChange(deps, actor, 'canned_reply.create', async (trx, now) => ({
    targetType: 'canned_reply',
    targetId: await insertCannedReply(trx, { ...input, staffId, at: now }),
    after: input,
  }));
  const row = await findCannedReply(deps.db, id);
  if (!row) throw new AppError('internalError');
  return toCanned(row);
}

export async function editCannedReply(deps: TicketDeps, id: bigint, input: CannedReplyInput, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'canned_reply.update', async (trx, now) => {
    const before = await cannedBefore(trx, id);
    await updateCannedReply(trx, id, { ...input, at: now });
    return { targetType: 'canned_reply', targetId: id, before, after: input };
  });
  const row = await findCannedReply(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCanned(row);
}

export async function removeCannedReply(deps: TicketDeps, id: bigint, actor: AuditActor) {
  staffIdOf(actor);
  await auditedChange(deps, actor, 'canned_reply.delete', async (trx) => {
    const before = await cannedBefore(trx, id);
    await deleteCannedReply(trx, id);
    return { targetType: 'canned_reply', targetId: id, before };
  });
  return { id: String(id) };
}
