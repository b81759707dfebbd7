import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, TicketAttachmentsTable, TicketStatus, TicketsTable } from '../../db/schema';
import { pageRows } from '../../db/page-rows';

type Executor = Database | Transaction<DB>;

const summaryColumns = [
  'tickets.id',
  'tickets.member_id',
  'tickets.title',
  'tickets.category',
  'tickets.content',
  'tickets.status',
  'tickets.ref_type',
  'tickets.ref_id',
  'tickets.assigned_staff_id',
  'tickets.user_read',
  'tickets.staff_read',
  'tickets.first_response_at',
  'tickets.last_message_at',
  'tickets.created_at',
  'tickets.updated_at',
] as const;

export async function insertTicket(db: Executor, values: Insertable<TicketsTable>) {
  const row = await db.insertInto('tickets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachments(db: Executor, rows: Insertable<TicketAttachmentsTable>[]) {
  if (rows.length === 0) return;
  await db.insertInto('ticket_attachments').values(rows).execute();
}

export async function insertReply(
  db: Executor,
  values: {
    ticketId: bigint;
    authorType: 'member' | 'staff';
    staffId: bigint | null;
    content: string;
    isInternal: boolean;
    at: Date;
  },
) {
  const row = await db
    .insertInto('ticket_replies')
    .values({
      ticket_id: values.ticketId,
      author_type: values.authorType,
      staff_id: values.staffId,
      content: values.content,
      is_internal: values.isInternal,
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of the member's tickets, newest first, with how many they have. */
export function findMemberTickets(db: Executor, memberId: bigint, limit: number, offset: number) {
  return pageRows(db.selectFrom('tickets').where('member_id', '=', memberId), { limit, offset }, (page) =>
    page.select(summaryColumns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
}

/** The member's newest ticket's read flag, for the header icon. */
export function findLatestTicketRead(db: Executor, memberId: bigint) {
  return db
    .selectFrom('tickets')
    .select(['id', 'user_read'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A ticket only if it belongs to the member: another member's id looks exactly like a missing one. */
export function findMemberTicket(db: Executor, memberId: bigint, id: bigint, forUpdate = false) {
  const query = db.selectFrom('tickets').select(summaryColumns).where('id', '=', id).where('member_id', '=', memberId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function findTicket(db: Executor, id: bigint, forUpdate = false) {
  const query = db.selectFrom('tickets').select(summaryColumns).where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export function updateTicket(
  db: Executor,
  id: bigint,
  values: Partial<{
    status: TicketStatus;
    user_read: boolean;
    staff_read: boolean;
    assigned_staff_id: bigint | null;
    first_response_at: Date;
    last_message_at: Date;
    updated_at: Date;
  }>,
) {
  return db.updateTable('tickets').set(values).where('id', '=', id).execute();
}

export function findReplies(db: Executor, ticketId: bigint, includeInternal: boolean) {
  let query = db
    .selectFrom('ticket_replies')
    .leftJoin('staff', 'staff.id', 'ticket_replies.staff_id')
    .select([
      'ticket_replies.id',
      'ticket_replies.author_type',
      'ticket_replies.content',
      'ticket_replies.is_internal',
      'ticket_replies.created_at',
      'staff.username as staff_username',
    ])
    .where('ticket_replies.ticket_id', '=', ticketId);
  if (!includeInternal) query = query.where('ticket_replies.is_internal', '=', false);
  return query.orderBy('ticket_replies.created_at').orderBy('ticket_replies.id').execute();
}

export function findAttachments(db: Executor, ticketId: bigint) {
  return db
    .selectFrom('ticket_attachments')
    .select(['id', 'reply_id', 'mime', 'size_bytes', 'original_name'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

/** An attachment with its ticket's owner and whether it came with an internal note, so the caller can check who may see it. */
export function findAttachment(db: Executor, id: bigint) {
  return db
    .selectFrom('ticket_attachments')
    .innerJoin('tickets', 'tickets.id', 'ticket_attachments.ticket_id')
    .leftJoin('ticket_replies', 'ticket_replies.id', 'ticket_attachments.reply_id')
    .select([
      'ticket_attachments.id',
      'ticket_attachments.file_path',
      'ticket_attachments.mime',
      'tickets.member_id',
      'ticket_replies.is_internal',
    ])
    .where('ticket_attachments.id', '=', id)
    .executeTakeFirst();
}

export interface InboxFilter {
  filter: 'all' | 'open' | 'mine' | 'unassigned' | 'unread';
  staffId: bigint;
  status?: TicketStatus;
}

function inbox(db: Executor, f: InboxFilter) {
  let query = db
    .selectFrom('tickets')
    .innerJoin('members', 'members.id', 'tickets.member_id')
    .leftJoin('staff', 'staff.id', 'tickets.assigned_staff_id');
  if (f.filter === 'open') query = query.where('tickets.status', 'in', ['open', 'pending']);
  if (f.filter === 'mine') query = query.where('tickets.assigned_staff_id', '=', f.staffId);
  if (f.filter === 'unassigned') query = query.where('tickets.assigned_staff_id', 'is', null);
  if (f.filter === 'unread') query = query.where('tickets.staff_read', '=', false);
  if (f.status) query = query.where('tickets.status', '=', f.status);
  return query;
}

/** One page of the staff inbox (unread first, then latest activity), with how many match. */
export function findInbox(db: Executor, f: InboxFilter, limit: number, offset: number) {
  return pageRows(inbox(db, f), { limit, offset }, (page) =>
    page
      .select([...summaryColumns, 'members.username as member_username', 'staff.username as assigned_staff_username'])
      .orderBy('tickets.staff_read')
      .orderBy('tickets.last_message_at', 'desc')
      .orderBy('tickets.id', 'desc'),
  );
}

export function findTicketWithNames(db: Executor, id: bigint) {
  return db
    .selectFrom('tickets')
    .innerJoin('members', 'members.id', 'tickets.member_id')
    .leftJoin('staff', 'staff.id', 'tickets.assigned_staff_id')
    .select([
      ...summaryColumns,
      'members.username as member_username',
      'members.language as member_language',
      'staff.username as assigned_staff_username',
    ])
    .where('tickets.id', '=', id)
    .executeTakeFirst();
}

export function findActiveSupportStaff(db: Executor, id: bigint) {
  return db
    .selectFrom('staff')
    .select(['id', 'username', 'role'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('role', 'in', ['superadmin', 'support'])
    .executeTakeFirst();
}

// Canned replies

export function findCannedReplies(db: Executor, language?: string) {
  let query = db.selectFrom('canned_replies').select(['id', 'language', 'title', 'content', 'updated_at']);
  if (language) query = query.where('language', '=', language);
  return query.orderBy('language').orderBy('title').orderBy('id').execute();
}

export function findCannedReply(db: Executor, id: bigint) {
  return db
    .selectFrom('canned_replies')
    .select(['id', 'language', 'title', 'content', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCannedReply(
  db: Executor,
  values: { language: string; title: string; content: string; staffId: bigint; at: Date },
) {
  const row = await db
    .insertInto('canned_replies')
    .values({
      language: values.language,
      title: values.title,
      content: values.content,
      created_by_staff_id: values.staffId,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateCannedReply(
  db: Executor,
  id: bigint,
  values: { language: string; title: string; content: string; at: Date },
) {
  return db
    .updateTable('canned_replies')
    .set({ language: values.language, title: values.title, content: values.content, updated_at: values.at })
    .where('id', '=', id)
    .execute();
}

export function deleteCannedReply(db: Executor, id: bigint) {
  return db.deleteFrom('canned_replies').where('id', '=', id).execute();
}
