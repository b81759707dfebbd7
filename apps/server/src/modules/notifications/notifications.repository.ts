import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { stampOnce } from '../../db/row-guards';

type Executor = Database;

export function insertNotification(
  db: Executor,
  values: { memberId: bigint; kind: string; params: Record<string, string>; at: Date },
) {
  return db
    .insertInto('notifications')
    .values({
      member_id: values.memberId,
      kind: values.kind,
      params: JSON.stringify(values.params),
      created_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

export function findMemberContact(db: Executor, memberId: bigint) {
  return db.selectFrom('members').select(['email', 'language']).where('id', '=', memberId).executeTakeFirst();
}

export function insertOutboxMail(db: Executor, values: { to: string; subject: string; body: string; at: Date }) {
  return db
    .insertInto('mail_outbox')
    .values({
      to_address: values.to,
      subject: values.subject,
      body: values.body,
      created_at: values.at,
      next_attempt_at: values.at,
    })
    .execute();
}

export interface NotificationRow {
  id: string;
  kind: string;
  params: Record<string, string> | string;
  is_read: boolean;
  created_at: Date | string;
}

/**
 * The member's stored notifications and the visible announcements (titled in the member's language,
 * else the announcement's default one, decision 024), as one newest-first list. Announcement ids are
 * "news-<id>" so the two id spaces never meet.
 */
function memberFeed(memberId: bigint, language: string, now: Date) {
  return sql`
    select n.id::text as id, n.kind, n.params, (n.read_at is not null) as is_read, n.created_at
      from notifications n
     where n.member_id = ${memberId}
    union all
    select 'news-' || a.id::text, 'announcement',
           jsonb_build_object('news_id', a.id::text, 'title', (
             select v.title from news_versions v where v.news_id = a.id
              order by (v.language = ${language}) desc, (v.language = a.language) desc, v.language limit 1)),
           exists (select 1 from news_reads r where r.news_id = a.id and r.member_id = ${memberId}),
           a.publish_at
      from news a
     where a.news_type = 2 and a.status = 'published' and a.publish_at <= ${now}
  `;
}

export async function findFeedPage(
  db: Executor,
  memberId: bigint,
  language: string,
  now: Date,
  limit: number,
  offset: number,
) {
  const result = await sql<NotificationRow>`
    select * from (${memberFeed(memberId, language, now)}) feed
     order by created_at desc, id desc
     limit ${limit} offset ${offset}
  `.execute(db);
  return result.rows;
}

export async function countFeed(db: Executor, memberId: bigint, language: string, now: Date) {
  const result = await sql<{ total: string; unread: string }>`
    select count(*) as total, count(*) filter (where not is_read) as unread
      from (${memberFeed(memberId, language, now)}) feed
  `.execute(db);
  const row = result.rows[0]!;
  return { total: Number(row.total), unread: Number(row.unread) };
}

/** Only the member's own row is touched: another member's id updates nothing, exactly like a missing one. */
export async function markNotificationRead(db: Executor, memberId: bigint, id: bigint, at: Date) {
  const row = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${at})` })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function markAllNotificationsRead(db: Executor, memberId: bigint, at: Date) {
  return stampOnce(db, 'notifications', 'read_at', at, { member_id: memberId }).execute();
}

/** Announcements are one item for every language (decision 024), so the member's language no longer narrows. */
export function findVisibleAnnouncement(db: Executor, newsId: bigint, _language: string, now: Date) {
  return db
    .selectFrom('news')
    .select('id')
    .where('id', '=', newsId)
    .where('news_type', '=', 2)
    .where('status', '=', 'published')
    .where('publish_at', '<=', now)
    .executeTakeFirst();
}

/** The read markers are news_reads, shared with the announcement page, so reading in either place counts. */
export function markAnnouncementRead(db: Executor, memberId: bigint, newsId: bigint, at: Date) {
  return db
    .insertInto('news_reads')
    .values({ member_id: memberId, news_id: newsId, read_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'news_id']).doNothing())
    .execute();
}

export function markAllAnnouncementsRead(db: Executor, memberId: bigint, _language: string, now: Date) {
  return sql`
    insert into news_reads (member_id, news_id, read_at)
    select ${memberId}, a.id, ${now}
      from news a
     where a.news_type = 2 and a.status = 'published' and a.publish_at <= ${now}
    on conflict (member_id, news_id) do nothing
  `.execute(db);
}

// Mail outbox

export interface OutboxMailRow {
  id: bigint | string;
  to_address: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Takes up to `limit` due mails and pushes each one's next attempt out to `retryAt(attempts)`
 * in the same statement: if the process dies while sending, the mail comes due again then
 * instead of being lost or sent twice at once. SKIP LOCKED lets two workers share the table.
 */
export async function claimDueMails(db: Executor, now: Date, limit: number, maxAttempts: number, leaseUntil: Date) {
  const result = await sql<OutboxMailRow>`
    update mail_outbox
       set attempts = attempts + 1, next_attempt_at = ${leaseUntil}
     where id in (
       select id from mail_outbox
        where sent_at is null and next_attempt_at <= ${now} and attempts < ${maxAttempts}
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
     )
    returning id, to_address, subject, body, attempts
  `.execute(db);
  return result.rows;
}

export function markMailSent(db: Executor, id: bigint, at: Date) {
  return db.updateTable('mail_outbox').set({ sent_at: at, last_error: null }).where('id', '=', id).execute();
}

export function markMailFailed(db: Executor, id: bigint, error: string, retryAt: Date) {
  return db
    .updateTable('mail_outbox')
    .set({ last_error: error.slice(0, 1000), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}
