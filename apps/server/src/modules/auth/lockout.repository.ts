import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Which password a counter guards: the login password or the secondary password. */
export type LockoutKind = 'login' | 'secPassword';

const columns = {
  login: { count: 'failed_login_count', lockedUntil: 'locked_until' },
  secPassword: { count: 'failed_sec_password_count', lockedUntil: 'sec_password_locked_until' },
} as const;

/**
 * Reads a member's counter and lock, locking the member's row until the transaction ends, so the
 * checks of one member's password run one at a time and every try is counted exactly.
 */
export async function lockTries(
  trx: Database,
  kind: LockoutKind,
  memberId: bigint,
): Promise<{ count: number; lockedUntil: Date | null } | null> {
  const c = columns[kind];
  const result = await sql<{ count: number; locked_until: Date | null }>`
    select ${sql.ref(c.count)} as count, ${sql.ref(c.lockedUntil)} as locked_until
    from members where id = ${memberId} for update`.execute(trx);
  const row = result.rows[0];
  return row ? { count: Number(row.count), lockedUntil: row.locked_until } : null;
}

export async function saveTries(
  trx: Database,
  kind: LockoutKind,
  memberId: bigint,
  count: number,
  lockedUntil: Date | null,
): Promise<void> {
  const c = columns[kind];
  await trx
    .updateTable('members')
    .set({ [c.count]: count, [c.lockedUntil]: lockedUntil })
    .where('id', '=', memberId)
    .execute();
}

export async function clearTries(db: Database, kind: LockoutKind, memberId: bigint): Promise<void> {
  const c = columns[kind];
  await db
    .updateTable('members')
    .set({ [c.count]: 0, [c.lockedUntil]: null })
    .where('id', '=', memberId)
    .execute();
}
