import type { Database } from '../../db/database';
import { updateMember } from '../../db/member-rows';

/** The member whose linked wallet (members.wallet_address) this is, in any letter case. */
export function findMemberByWallet(db: Database, address: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'status', 'wallet_address', 'sec_password_hash'])
    .where((eb) => eb(eb.fn('lower', ['wallet_address']), '=', address.toLowerCase()))
    .executeTakeFirst();
}

/** The account a wallet belongs to for good (linked_wallets), linked now or not. */
export async function findWalletOwner(db: Database, address: string): Promise<bigint | undefined> {
  const row = await db
    .selectFrom('linked_wallets')
    .select('member_id')
    .where((eb) => eb(eb.fn('lower', ['address']), '=', address.toLowerCase()))
    .executeTakeFirst();
  return row?.member_id;
}

/**
 * Records that `address` belongs to `memberId`, unless it already belongs to someone. Returns the
 * owner afterwards: `memberId` when the claim holds (new or repeated), another id when the wallet is
 * someone else's. Parallel claims of one wallet meet on the unique index; one wins.
 */
export async function claimWallet(db: Database, address: string, memberId: bigint, now: Date): Promise<bigint> {
  await db
    .insertInto('linked_wallets')
    .values({ address, member_id: memberId, linked_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const owner = await findWalletOwner(db, address);
  if (owner === undefined) throw new Error(`linked_wallets has no row for ${address} after claiming it`);
  return owner;
}

function memberWallet(db: Database, memberId: bigint) {
  return db.selectFrom('members').select(['wallet_address', 'password_hash']).where('id', '=', memberId);
}

/** The member's linked wallet and whether it has a password to log in with. */
export function findMemberWallet(db: Database, memberId: bigint) {
  return memberWallet(db, memberId).executeTakeFirst();
}

/** The same, in a transaction, with the row locked against a parallel link or unlink. */
export function lockMemberWallet(db: Database, memberId: bigint) {
  return memberWallet(db, memberId).forUpdate().executeTakeFirst();
}

export function setMemberWallet(db: Database, memberId: bigint, address: string | null, now: Date) {
  return updateMember(db, memberId, { wallet_address: address }, now);
}
