import type { WorkQueueKind } from '@tandem/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';

/** What waits in each queue: the rows a member of staff has to act on, and when each arrived. */
const waiting: Record<WorkQueueKind, RawBuilder<unknown>> = {
  deposits: sql`select created_at as at from deposits where status = 'pending'`,
  withdrawals: sql`select created_at as at from withdrawals where status = 'pending'`,
  chain_deposits: sql`select seen_at as at from chain_deposits where status = 'unmatched'`,
  adjustments: sql`select created_at as at from adjustments where status = 'pending'`,
  kyc: sql`select created_at as at from kyc_submissions where status = 'pending'`,
  // A surrender request moves the stake to surrender_pending, which stamps updated_at (the queue's order).
  surrenders: sql`select updated_at as at from stakes where status = 'surrender_pending'`,
  // Unread by staff and not closed: the member wrote last and nobody has opened it since.
  tickets: sql`select last_message_at as at from tickets where staff_read = false and status <> 'closed'`,
  contact: sql`select created_at as at from contact_messages where handled_at is null`,
  mall_requests: sql`select created_at as at from mall_order_requests where status = 'pending'`,
  store_applications: sql`select created_at as at from stores where status = 'pending'`,
};

/** Each asked queue's count and oldest arrival, in one round trip. */
export async function countWaiting(db: Database, queues: readonly WorkQueueKind[]) {
  if (queues.length === 0) return [];
  const parts = queues.map(
    (queue) => sql`select ${queue}::text as queue, count(*)::int as count, min(at) as oldest_at
      from (${waiting[queue]}) w`,
  );
  const result = await sql<{ queue: WorkQueueKind; count: number; oldest_at: Date | string | null }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  return result.rows;
}

/** The latest settlement day, settled or still running. */
export function findLastSettlementDay(db: Database) {
  return db.selectFrom('settlement_days').selectAll().orderBy('business_day', 'desc').limit(1).executeTakeFirst();
}

type DayTotal = { day: string; total: string };

/** Per business day since `since` (an instant): how many members joined. */
export async function countSignupsByDay(db: Database, since: Date, timeZone: string) {
  const result = await sql<DayTotal>`
    select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, count(*)::text as total
    from members where created_at >= ${since} group by 1`.execute(db);
  return result.rows;
}

/** Per business day since `since`: approved deposits credited, withdrawals granted and principal staked. */
export async function sumMoneyByDay(db: Database, since: Date, timeZone: string) {
  const byDay = (column: string) => sql`to_char((${sql.ref(column)} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const [deposits, withdrawals, stakes] = await Promise.all([
    sql<DayTotal>`select ${byDay('decided_at')} as day, sum(coalesce(credited_micro, amount_micro))::text as total
      from deposits where status = 'approved' and decided_at >= ${since} group by 1`.execute(db),
    sql<DayTotal>`select ${byDay('created_at')} as day, sum(amount_micro)::text as total
      from withdrawals where status in ('approved', 'paid') and created_at >= ${since} group by 1`.execute(db),
    sql<DayTotal>`select ${byDay('staked_at')} as day, sum(principal_micro)::text as total
      from stakes where staked_at >= ${since} group by 1`.execute(db),
  ]);
  return { deposits: deposits.rows, withdrawals: withdrawals.rows, stakes: stakes.rows };
}
