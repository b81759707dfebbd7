import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Which password a counter guards: the login password or the secondary password. */
export type LockoutKind = 'login' | 'secPassword';

const columns = {
  login: { count: 'failed_login_count', lockedUntil: 'locked_until' },
  secPassword: { count: 'failed_sec_password_count', lockedUntil: 'sec_password_locked_until' },
} as const;

export interface Tries {
  count: number;
  lockedUntil: Date | null;
}

/** The counter and lock as a statement below returned them; null when it found no row. */
function triesOf(row: { count: number; locked_until: Date | null } | undefined): Tries | null {
  return row ? { count: Number(row.count), lockedUntil: row.locked_until } : null;
}

/** Reads a member's counter and lock without locking anything (a hint: the writes below decide). */
export async function readTries(db: Database, kind: LockoutKind, memberId: bigint): Promise<Tries | null> {
  const c = columns[kind];
  const result = await sql<{ count: number; locked_until: Date | null }>`
    select ${sql.ref(c.count)} as count, ${sql.ref(c.lockedUntil)} as locked_until
    from members where id = ${memberId}`.execute(db);
  return triesOf(result.rows[0]);
}

/**
 * Counts one wrong try in a single statement, unless the member is locked at `now`: the `+ 1` and the
 * lock condition are evaluated on the newest row version, so parallel tries never lose an increment.
 * The try that reaches `maxTries` sets the lock (and the count starts again); a try after an expired
 * lock clears it. Returns the row as written, or null when nothing was counted (locked, or no member).
 */
export async function countWrongTry(
  db: Database,
  kind: LockoutKind,
  memberId: bigint,
  now: Date,
  maxTries: number,
  lockedUntil: Date,
): Promise<Tries | null> {
  const c = columns[kind];
  const count = sql.ref(c.count);
  const until = sql.ref(c.lockedUntil);
  const result = await sql<{ count: number; locked_until: Date | null }>`
    update members
    set ${count} = case when ${count} + 1 >= ${maxTries} then 0 else ${count} + 1 end,
        ${until} = case when ${count} + 1 >= ${maxTries} then ${lockedUntil}::timestamptz else null end
    where id = ${memberId} and (${until} is null or ${until} <= ${now})
    returning ${count} as count, ${until} as locked_until`.execute(db);
  return triesOf(result.rows[0]);
}

/**
 * Starts the count again after a right password, unless the member is locked at `now` (wrong tries
 * that ran meanwhile locked it). Returns false when it is locked (or there is no member).
 */
export async function resetTriesUnlessLocked(
  db: Database,
  kind: LockoutKind,
  memberId: bigint,
  now: Date,
): Promise<boolean> {
  const c = columns[kind];
  const result = await db
    .updateTable('members')
    .set({ [c.count]: 0, [c.lockedUntil]: null })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb(c.lockedUntil, 'is', null), eb(c.lockedUntil, '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearTries(db: Database, kind: LockoutKind, memberId: bigint): Promise<void> {
  const c = columns[kind];
  await db
    .updateTable('members')
    .set({ [c.count]: 0, [c.lockedUntil]: null })
    .where('id', '=', memberId)
    .execute();
}
