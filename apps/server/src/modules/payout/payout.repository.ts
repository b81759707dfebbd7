import type { Database } from '../../db/database';
import type { PayoutBanksTable } from '../../db/schema-money-desk';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** The bank account a member binds: the row without its owner and times. */
export type PayoutBankDetails = Omit<PayoutBanksTable, 'member_id' | 'created_at' | 'updated_at'>;

export function findPayoutBank(db: Executor, memberId: bigint) {
  return db.selectFrom('payout_banks').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export function findPayoutAddress(db: Executor, memberId: bigint) {
  return db.selectFrom('payout_addresses').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export { findMemberStanding as findMemberIdentity } from '../../db/member-rows';

export async function upsertPayoutBank(db: Executor, memberId: bigint, bank: PayoutBankDetails, at: Date) {
  await db
    .insertInto('payout_banks')
    .values({ member_id: memberId, ...bank, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...bank, updated_at: at }))
    .execute();
}

/** Inserts the member's address; false when the member has one or another account holds this one. */
export async function insertPayoutAddress(db: Executor, memberId: bigint, address: string, key: string, at: Date) {
  const row = await db
    .insertInto('payout_addresses')
    .values({ member_id: memberId, address, address_key: key, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return row !== undefined;
}
