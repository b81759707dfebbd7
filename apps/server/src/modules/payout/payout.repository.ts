import type { Database } from '../../db/database';
import type { PayoutBanksTable } from '../../db/schema-money-desk';
import type { Trx } from '../../db/transaction';

type Executor = Database | Trx;

/** The bank account a member binds: the row without its owner and times. */
export type PayoutBankDetails = Omit<PayoutBanksTable, 'member_id' | 'created_at' | 'updated_at' | 'changed_at'>;

export function findPayoutBank(db: Executor, memberId: bigint) {
  return db.selectFrom('payout_banks').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

export function findPayoutAddress(db: Executor, memberId: bigint) {
  return db.selectFrom('payout_addresses').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Who holds a payout address (by its lower-case key), if anyone. */
export function findAddressHolder(db: Executor, key: string) {
  return db
    .selectFrom('payout_addresses')
    .select('member_id')
    .where('address_key', '=', key)
    .executeTakeFirst()
    .then((row) => row?.member_id);
}

export { findMemberStanding as findMemberIdentity } from '../../db/member-rows';

/** Binds the account, or replaces the bound one and stamps `changed_at` (the withdrawal hold starts). */
export async function upsertPayoutBank(db: Executor, memberId: bigint, bank: PayoutBankDetails, at: Date) {
  await db
    .insertInto('payout_banks')
    .values({ member_id: memberId, ...bank, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...bank, updated_at: at, changed_at: at }))
    .execute();
}

/**
 * Binds the member's address, or replaces the bound one and stamps `changed_at`. An address another
 * account holds violates `payout_addresses_address_key_key`, for the caller to answer.
 */
export async function upsertPayoutAddress(db: Executor, memberId: bigint, address: string, key: string, at: Date) {
  await db
    .insertInto('payout_addresses')
    .values({ member_id: memberId, address, address_key: key, created_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ address, address_key: key, changed_at: at }))
    .execute();
}

/** Staff reset: removes the binding and answers what it was (undefined when there was none). */
export function deletePayoutAddress(db: Executor, memberId: bigint) {
  return db.deleteFrom('payout_addresses').where('member_id', '=', memberId).returningAll().executeTakeFirst();
}

export function deletePayoutBank(db: Executor, memberId: bigint) {
  return db.deleteFrom('payout_banks').where('member_id', '=', memberId).returningAll().executeTakeFirst();
}
