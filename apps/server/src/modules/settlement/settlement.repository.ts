import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { stampOnce } from '../../db/row-guards';

/** The settlement_days rows: one per settled day, its progress and what it did. */

type Executor = Database | Trx;

/** Counters the steps add to as their batches commit, each in the batch's own transaction. */
export type DayCounts = Partial<
  Record<'stakes_accrued' | 'profit_micro' | 'bonus_micro' | 'notices' | 'matured' | 'renewed', bigint | number>
>;

/** Starts a day's row; a day already started (a rerun, a second runner) keeps its row. */
export async function insertDay(db: Database, day: string, isBusinessDay: boolean, at: Date): Promise<void> {
  await db
    .insertInto('settlement_days')
    .values({ business_day: day, is_business_day: isBusinessDay, started_at: at })
    .onConflict((oc) => oc.column('business_day').doNothing())
    .execute();
}

export function getDay(db: Executor, day: string) {
  return db.selectFrom('settlement_days').selectAll().where('business_day', '=', day).executeTakeFirstOrThrow();
}

export async function finishDay(db: Database, day: string, at: Date): Promise<void> {
  await stampOnce(db, 'settlement_days', 'finished_at', at, { business_day: day }).execute();
}

/** Drops a finished day's work tables (the bonus lines to post and the members' profit of the day). */
export async function clearDayWork(db: Database, day: string): Promise<void> {
  await db.deleteFrom('settlement_bonus_work').where('business_day', '=', day).execute();
  await db.deleteFrom('settlement_member_profit').where('business_day', '=', day).execute();
}

export async function addToDay(trx: Trx, day: string, counts: DayCounts): Promise<void> {
  const sets = Object.entries(counts).map(([column, n]) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${n}`);
  if (sets.length === 0) return;
  await sql`update settlement_days set ${sql.join(sets)} where business_day = ${day}`.execute(trx);
}

export async function findLastFinishedDay(db: Database): Promise<string | null> {
  const last = await db
    .selectFrom('settlement_days')
    .select((eb) => eb.fn.max('business_day').as('day'))
    .where('finished_at', 'is not', null)
    .executeTakeFirst();
  return last?.day ?? null;
}

/** The days finished after `after` up to and including `through`, oldest first. */
export async function findFinishedDaysBetween(db: Database, after: string, through: string): Promise<string[]> {
  const rows = await db
    .selectFrom('settlement_days')
    .select('business_day')
    .where('business_day', '>', after)
    .where('business_day', '<=', through)
    .where('finished_at', 'is not', null)
    .orderBy('business_day')
    .execute();
  return rows.map((r) => r.business_day);
}

/** The newest days first, for the back office. */
export function findRecentDays(db: Database, limit: number) {
  return db.selectFrom('settlement_days').selectAll().orderBy('business_day', 'desc').limit(limit).execute();
}
