import type { Kysely } from 'kysely';
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
