import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The state a malformed request must not change: every table's rows (balances, journal and entries,
 * stakes, deposits, withdrawals, tickets, news, members, staff, settings, ...), one hash per table.
 *
 * Left out, because refusing a request legitimately writes them: sessions (a logout, a touch),
 * one-time codes and mails (a request for a code is answered with a code, whatever else is wrong),
 * the audit log and idempotency keys (refusals are recorded), and read marks.
 */
const VOLATILE_TABLES = new Set([
  'member_sessions',
  'staff_sessions',
  'otp_codes',
  'mail_outbox',
  'audit_log',
  'idempotency_keys',
  'news_reads',
]);

/** Columns that count failed attempts or mark reads: a wrong password is refused and counted. */
const VOLATILE_COLUMNS = new Set([
  'failed_login_count',
  'locked_until',
  'failed_sec_password_count',
  'sec_password_locked_until',
  'totp_last_step',
  'updated_at',
  'last_seen_at',
  'read_at',
  'user_read',
  'staff_read',
]);

export type Snapshot = Map<string, string>;

export async function listTables(db: Database): Promise<string[]> {
  const result = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows
    .map((r) => r.table_name)
    .filter((name) => !VOLATILE_TABLES.has(name) && !name.startsWith('kysely_'));
}

export async function snapshot(db: Database, tables: string[]): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const rows = result.rows.map((row) =>
      JSON.stringify(
        Object.entries(row).filter(([k]) => !VOLATILE_COLUMNS.has(k)),
        (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
      ),
    );
    rows.sort();
    out.set(table, `${rows.length}:${createHash('sha256').update(rows.join('\n')).digest('hex')}`);
  }
  return out;
}

/** The tables whose rows differ, with their row counts before → after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changed: string[] = [];
  for (const [table, hash] of after) {
    const was = before.get(table);
    if (was !== hash) changed.push(`${table} (${was?.split(':')[0] ?? '?'} → ${hash.split(':')[0]} rows)`);
  }
  return changed;
}
