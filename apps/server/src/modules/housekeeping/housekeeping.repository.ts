import { sql } from 'kysely';
import type { Trx } from '../../db/transaction';

/**
 * The rows housekeeping removes, each with the condition that makes a row dead: nothing reads it again
 * once its time is past. `ctid` picks a bounded batch, so one sweep never holds a long transaction.
 */
export const sweeps = {
  member_sessions: (cutoff: Date) => sql`(expires_at < ${cutoff} or revoked_at < ${cutoff})`,
  staff_sessions: (cutoff: Date) => sql`(expires_at < ${cutoff} or revoked_at < ${cutoff})`,
  otp_codes: (cutoff: Date) => sql`expires_at < ${cutoff}`,
  wallet_nonces: (cutoff: Date) => sql`expires_at < ${cutoff}`,
  idempotency_keys: (cutoff: Date) => sql`created_at < ${cutoff}`,
  mail_outbox: (cutoff: Date) => sql`sent_at < ${cutoff}`,
} as const;

export type SweptTable = keyof typeof sweeps;

export async function deleteBatch(trx: Trx, table: SweptTable, cutoff: Date, limit: number): Promise<number> {
  const result = await sql`
    delete from ${sql.table(table)}
    where ctid in (select ctid from ${sql.table(table)} where ${sweeps[table](cutoff)} limit ${limit})
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0n);
}

/** Work rows of settlement days that finished (normally dropped at the end of the day; a crash between can leave them). */
export async function deleteFinishedDayWork(trx: Trx): Promise<number> {
  let removed = 0;
  for (const table of ['settlement_bonus_work', 'settlement_member_profit'] as const) {
    const result = await sql`
      delete from ${sql.table(table)} w
      using settlement_days d
      where d.business_day = w.business_day and d.finished_at is not null
    `.execute(trx);
    removed += Number(result.numAffectedRows ?? 0n);
  }
  return removed;
}
