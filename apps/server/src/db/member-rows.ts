import type { Kysely, Updateable } from 'kysely';
import type { DB } from './schema';

/**
 * Who a member is and whether they may act now: their names, account status and KYC status. The
 * finance desk's member view and the payout rules read the same row; undefined when there is none.
 */
export function findMemberStanding(db: Kysely<DB>, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'fullname', 'status', 'kyc_status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/**
 * Changes one member's row and stamps updated_at with the change's time: every module that writes a
 * member's own columns (profile, passwords, status, wallet, KYC status) writes them through here.
 */
export async function updateMember(
  db: Kysely<DB>,
  memberId: bigint,
  changes: Omit<Updateable<DB['members']>, 'updated_at'>,
  at: Date,
): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...changes, updated_at: at })
    .where('id', '=', memberId)
    .execute();
}
