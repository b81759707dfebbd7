import type { Mall } from '@tandem/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { lockRow } from '../../db/row-guards';

type Executor = Database | Transaction<DB>;

/** The member's cart row, locked for the rest of the transaction (adds of one member run one at a time). */
export function lockCart(trx: Transaction<DB>, memberId: bigint) {
  return lockRow(trx, 'mall_carts', { member_id: memberId }).select(['member_id', 'mall']).executeTakeFirst();
}

/** Makes the member's cart (or turns an empty one to another mall) and locks it. */
export async function upsertCart(trx: Transaction<DB>, memberId: bigint, mall: Mall, at: Date) {
  await trx
    .insertInto('mall_carts')
    .values({ member_id: memberId, mall, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ mall, updated_at: at }))
    .execute();
}

export function findCart(db: Executor, memberId: bigint) {
  return db.selectFrom('mall_carts').select(['mall']).where('member_id', '=', memberId).executeTakeFirst();
}

export function findCartItems(db: Executor, memberId: bigint) {
  return db
    .selectFrom('mall_cart_items')
    .select(['variant_id', 'quantity'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('variant_id')
    .execute();
}

export async function setCartItem(trx: Transaction<DB>, memberId: bigint, variantId: bigint, quantity: number) {
  await trx
    .insertInto('mall_cart_items')
    .values({ member_id: memberId, variant_id: variantId, quantity })
    .onConflict((oc) => oc.columns(['member_id', 'variant_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function deleteCartItem(db: Executor, memberId: bigint, variantId: bigint) {
  const result = await db
    .deleteFrom('mall_cart_items')
    .where('member_id', '=', memberId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function emptyCart(trx: Transaction<DB>, memberId: bigint) {
  await trx.deleteFrom('mall_cart_items').where('member_id', '=', memberId).execute();
}
