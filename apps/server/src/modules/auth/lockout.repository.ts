import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Which password a counter guards: the login password or the secondary password. */
export type LockoutKind = 'login' | 'secPassword';

const columns = {
  login: { count: 'failed_login_count', lockedUntil: 'locked_until' },
  secPassword: { count: 'failed_sec_password_count', lockedUntil: 'sec_password_locked_until' },
} as const;

/**
 * Counts a try before the password is checked (so a burst of parallel guesses cannot all slip in
 * before the counter moves). The try that reaches `maxTries` sets the lock and restarts the count.
 * Returns null when the member is locked (or does not exist), else the lock this try set, if any.
 */
export async function reserveTry(
  db: Database,
  kind: LockoutKind,
  memberId: bigint,
  now: Date,
  maxTries: number,
  lockUntil: Date,
): Promise<{ lockedUntil: Date | null } | null> {
  const count = sql.ref(columns[kind].count);
  const lockedUntil = sql.ref(columns[kind].lockedUntil);
  const result = await sql<{ locked_until: Date | null }>`
    update members set
      ${count} = case when ${count} + 1 >= ${maxTries} then 0 else ${count} + 1 end,
      ${lockedUntil} = case when ${count} + 1 >= ${maxTries} then ${lockUntil.toISOString()}::timestamptz else null end
    where id = ${memberId} and (${lockedUntil} is null or ${lockedUntil} <= ${now.toISOString()}::timestamptz)
    returning ${lockedUntil} as locked_until`.execute(db);
  const row = result.rows[0];
  return row ? { lockedUntil: row.locked_until } : null;
}

export async function findLockedUntil(db: Database, kind: LockoutKind, memberId: bigint): Promise<Date | null> {
  const column = columns[kind].lockedUntil;
  const row = await db.selectFrom('members').select(column).where('id', '=', memberId).executeTakeFirst();
  return row ? ((row as Record<string, Date | null>)[column] ?? null) : null;
}

export async function clearTries(db: Database, kind: LockoutKind, memberId: bigint): Promise<void> {
  const c = columns[kind];
  await db
    .updateTable('members')
    .set({ [c.count]: 0, [c.lockedUntil]: null })
    .where('id', '=', memberId)
    .execute();
}
