import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { StaffRole } from '../../db/schema';
import { lockRow } from '../../db/row-guards';

export function findStaffByUsername(db: Database, username: string) {
  return db
    .selectFrom('staff')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findStaffById(db: Database, id: bigint) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the row for the rest of the transaction, so two staff actions on one account queue. */
export function findStaffByIdForUpdate(db: Database, id: bigint) {
  return lockRow(db, 'staff', { id }).selectAll().executeTakeFirst();
}

/**
 * Counts one failed sign-in step. The `maxFailures`-th failure in a row locks the account until
 * `lockUntil` and starts the count again. Answers whether this failure locked it.
 */
export async function countFailedLogin(db: Database, id: bigint, maxFailures: number, lockUntil: Date) {
  const row = await db
    .updateTable('staff')
    .set({
      failed_login_count: sql<number>`case when failed_login_count + 1 >= ${maxFailures} then 0 else failed_login_count + 1 end`,
      locked_until: sql<Date | null>`case when failed_login_count + 1 >= ${maxFailures} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('id', '=', id)
    .returning(['failed_login_count', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { isNowLocked: row.failed_login_count === 0 };
}

export async function clearFailedLogins(db: Database, id: bigint) {
  await db.updateTable('staff').set({ failed_login_count: 0, locked_until: null }).where('id', '=', id).execute();
}

/**
 * Stores `secret` as the pending TOTP secret unless one is already there, and answers the secret
 * that is stored. Sessions asking at the same time thus all get the same one: were each to write
 * its own, the last write would win and codes from the others' QR codes would all fail.
 */
export async function claimPendingTotpSecret(db: Database, id: bigint, secret: string): Promise<string | null> {
  const claimed = await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', id)
    .where('totp_secret', 'is', null)
    .returning('totp_secret')
    .executeTakeFirst();
  if (claimed) return claimed.totp_secret;
  const stored = await db.selectFrom('staff').select('totp_secret').where('id', '=', id).executeTakeFirst();
  return stored?.totp_secret ?? null;
}

/**
 * Spends a TOTP time step: succeeds only if no code from this step or a later one was used before,
 * so a code cannot be replayed within its window. Answers false for a replay.
 */
export async function useTotpStep(db: Database, id: bigint, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: BigInt(step) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function enableTotp(db: Database, id: bigint, at: Date) {
  await db.updateTable('staff').set({ totp_enabled_at: at }).where('id', '=', id).execute();
}

/** Every stored TOTP secret (a few rows: one per staff member). */
export async function findTotpSecrets(db: Database) {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: r.id, totp_secret: r.totp_secret! }));
}

/** Replaces a stored secret only if it is still `expected`; answers whether it did. */
export async function replaceTotpSecret(db: Database, id: bigint, expected: string, next: string): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_secret: next })
    .where('id', '=', id)
    .where('totp_secret', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearTotp(db: Database, id: bigint) {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', id)
    .execute();
}

export function findAllStaff(db: Database) {
  return db
    .selectFrom('staff')
    .select(['id', 'username', 'role', 'status', 'totp_enabled_at', 'locked_until', 'created_at'])
    .orderBy('id')
    .execute();
}

export async function insertStaff(
  db: Database,
  values: { username: string; role: StaffRole; passwordHash: string; at: Date },
) {
  return db
    .insertInto('staff')
    .values({
      username: values.username,
      role: values.role,
      password_hash: values.passwordHash,
      created_at: values.at,
    })
    .returning(['id', 'username', 'role', 'status', 'totp_enabled_at', 'locked_until', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function setStaffStatus(db: Database, id: bigint, status: 'active' | 'disabled') {
  await db
    .updateTable('staff')
    .set({ status, ...(status === 'active' ? { failed_login_count: 0, locked_until: null } : {}) })
    .where('id', '=', id)
    .execute();
}
