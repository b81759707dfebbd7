import type { OrderStatus } from '@tandem/contracts';
import { type Expression, type Insertable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';
import type { DB } from '../../db/schema';
import type { StorePayoutsTable, StoreStatusRow, StoresTable } from '../../db/schema-stores';
import { compareAndSet } from '../../db/row-guards';

type Executor = Database | Transaction<DB>;

// Stores and applications

export async function insertStore(trx: Transaction<DB>, values: Insertable<StoresTable>) {
  const row = await trx.insertInto('stores').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Stores with their member's username and the deciding staff member's, before anything is selected. */
function joinedStores(db: Executor) {
  return db
    .selectFrom('stores as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('staff as st', 'st.id', 's.decided_by_staff_id');
}

function withNames(query: ReturnType<typeof joinedStores>) {
  return query.selectAll('s').select(['m.username as member_username', 'st.username as decided_by']);
}

export type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export function findStore(db: Executor, id: bigint) {
  return withNames(joinedStores(db)).where('s.id', '=', id).executeTakeFirst();
}

/** The member's newest store row: their store, or their latest application. */
export function findLatestStoreOfMember(db: Executor, memberId: bigint) {
  return withNames(joinedStores(db))
    .where('s.member_id', '=', memberId)
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A page of stores, newest first, optionally of one status. */
export function findStoresPage(db: Executor, status: StoreStatusRow | undefined, limit: number, offset: number) {
  let base = joinedStores(db);
  if (status) base = base.where('s.status', '=', status);
  return pageRows(base, { limit, offset }, (page) => withNames(page).orderBy('s.id', 'desc'));
}

/** Moves a store from `from` only if it is still there (compare-and-set); answers the moved row. */
export function moveStoreStatus(
  trx: Transaction<DB>,
  id: bigint,
  from: StoreStatusRow,
  values: Updateable<StoresTable> & { status: StoreStatusRow },
) {
  return compareAndSet(trx, 'stores', { id, status: from }, values).returning(['id', 'member_id']).executeTakeFirst();
}

// What a store sells

/**
 * The store a product belongs to: undefined when there is no such product, null for the platform's.
 * `productId` may be a one-value subquery (a variant's or a picture's product), so every "whose is
 * this?" question is this one query.
 */
export async function findProductStoreId(db: Executor, productId: bigint | Expression<bigint>) {
  const row = await db.selectFrom('mall_products').select('store_id').where('id', '=', productId).executeTakeFirst();
  return row?.store_id;
}

/** The store of a variant's product (undefined when there is no such variant). */
export const findVariantStoreId = (db: Executor, variantId: bigint) =>
  findProductStoreId(db, db.selectFrom('mall_variants').select('product_id').where('id', '=', variantId).$asScalar());

/** The store of a picture's product (undefined when there is no such picture). */
export const findImageStoreId = (db: Executor, imageId: bigint) =>
  findProductStoreId(
    db,
    db.selectFrom('mall_product_images').select('product_id').where('id', '=', imageId).$asScalar(),
  );

export function findStoreProductIds(db: Executor, storeId: bigint, limit: number, offset: number) {
  const base = db.selectFrom('mall_products').where('store_id', '=', storeId);
  return pageRows(base, { limit, offset }, (page) => page.select('id').orderBy('id', 'desc'));
}

// What a store sold

/** A page of the store's orders, newest first (whole rows: the mall's order detail is built from them). */
export function findStoreOrders(
  db: Executor,
  filter: { storeId: bigint; status?: OrderStatus },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('mall_orders').where('store_id', '=', filter.storeId);
  if (filter.status) base = base.where('status', '=', filter.status);
  return pageRows(base, { limit, offset }, (page) => page.selectAll().orderBy('id', 'desc'));
}

/** One order of the store, whole; undefined when it is not the store's. */
export function findStoreOrder(db: Executor, storeId: bigint, orderId: bigint) {
  return db
    .selectFrom('mall_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
}

// Payouts

/**
 * A store's order whose proceeds are due: delivered (received or picked up) before `dueReceivedBefore`, no exchange / error request waiting for an answer, and not paid yet.
 */
function dueOrders(db: Executor, dueReceivedBefore: Date) {
  return db
    .selectFrom('mall_orders as o')
    .innerJoin('stores as s', 's.id', 'o.store_id')
    .where('o.status', 'in', ['received', 'pickup_confirmed'])
    .where('o.received_at', '<', dueReceivedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('mall_order_requests as r')
            .select(sql`1`.as('one'))
            .whereRef('r.order_id', '=', 'o.id')
            .where('r.status', '=', 'pending'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('store_payouts as p')
            .select(sql`1`.as('one'))
            .whereRef('p.order_id', '=', 'o.id'),
        ),
      ),
    );
}

/** Due orders' ids after `afterId`, in id order. */
export async function findDueOrderIds(db: Executor, dueReceivedBefore: Date, afterId: bigint, limit: number) {
  const rows = await dueOrders(db, dueReceivedBefore)
    .where('o.id', '>', afterId)
    .select('o.id')
    .orderBy('o.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The order again inside the payout's transaction, locked, if it is still due: a request opened or a
 * payout made since the scan leaves it out.
 */
export function lockDueOrder(trx: Transaction<DB>, orderId: bigint, dueReceivedBefore: Date) {
  return dueOrders(trx, dueReceivedBefore)
    .where('o.id', '=', orderId)
    .select([
      'o.id',
      'o.member_id',
      'o.store_id',
      'o.paid_usdt_micro',
      'o.paid_voucher_micro',
      's.member_id as store_member_id',
    ])
    .forUpdate('o')
    .executeTakeFirst();
}

/**
 * The once-only guard: inserts the payout row unless the order already has one. Of two runs at once
 * the second waits for the first's row and then inserts nothing (answers false).
 */
export async function claimPayout(trx: Transaction<DB>, values: Insertable<StorePayoutsTable>) {
  const row = await trx
    .insertInto('store_payouts')
    .values(values)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPayoutJournal(trx: Transaction<DB>, orderId: bigint, journalId: bigint) {
  await trx.updateTable('store_payouts').set({ journal_id: journalId }).where('order_id', '=', orderId).execute();
}
