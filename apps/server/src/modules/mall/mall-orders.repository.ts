import type { Mall, OrderStatus } from '@tandem/contracts';
import { type Insertable, type Transaction, type Updateable, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { MallOrderEventsTable, MallOrderItemsTable, MallOrdersTable } from '../../db/schema-mall';
import { pageRows } from '../../db/page-rows';
import { compareAndSet } from '../../db/row-guards';

type Executor = Database | Transaction<DB>;

/**
 * Takes `quantity` units of a sellable variant in one conditional update: two buyers of the last unit
 * both run it, the second waits for the first's row lock and then finds too little stock. False when
 * the variant is gone, hidden or short.
 */
export async function takeStock(trx: Transaction<DB>, variantId: bigint, quantity: number): Promise<boolean> {
  const result = await trx
    .updateTable('mall_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('status', '=', 'active')
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Puts an order's units back on their variants (a cancelled order), in variant order. */
export async function restockOrder(trx: Transaction<DB>, orderId: bigint) {
  const items = await trx
    .selectFrom('mall_order_items')
    .select(['variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('variant_id')
    .execute();
  for (const item of items) {
    await trx
      .updateTable('mall_variants')
      .set((eb) => ({ stock: eb('stock', '+', item.quantity) }))
      .where('id', '=', item.variant_id)
      .execute();
  }
}

export async function insertOrder(trx: Transaction<DB>, values: Insertable<MallOrdersTable>) {
  const row = await trx.insertInto('mall_orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(trx: Transaction<DB>, rows: Insertable<MallOrderItemsTable>[]) {
  await trx.insertInto('mall_order_items').values(rows).execute();
}

export async function insertOrderEvent(trx: Transaction<DB>, values: Insertable<MallOrderEventsTable>) {
  await trx.insertInto('mall_order_events').values(values).execute();
}

export async function setOrderFields(trx: Transaction<DB>, orderId: bigint, values: Updateable<MallOrdersTable>) {
  await trx.updateTable('mall_orders').set(values).where('id', '=', orderId).execute();
}

/**
 * Moves an order from `from` to `to` only if it is still in `from` (compare-and-set): of two moves
 * at once, one finds the row changed and moves nothing. Answers the moved row.
 */
export function moveOrderStatus(
  trx: Transaction<DB>,
  orderId: bigint,
  from: OrderStatus,
  values: Updateable<MallOrdersTable> & { status: OrderStatus },
) {
  return compareAndSet(trx, 'mall_orders', { id: orderId, status: from }, values).returningAll().executeTakeFirst();
}

export function findOrder(db: Executor, orderId: bigint) {
  return db.selectFrom('mall_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

const itemCount = sql<number>`(select coalesce(sum(i.quantity), 0)::integer from mall_order_items i where i.order_id = o.id)`;
const firstProductId = sql<bigint>`(select i.product_id from mall_order_items i where i.order_id = o.id order by i.id limit 1)`;

/**
 * An order line's title for the reader: the product's text in `language`, else English, else any it has
 * (the catalogue's rule), else the snapshot taken at checkout (a product whose texts are gone). With
 * `language` null, the snapshot.
 */
function itemTitleIn(language: string | null) {
  if (language === null) return sql<string>`i.title`;
  return sql<string>`coalesce(
    (select t.title from mall_product_texts t where t.product_id = i.product_id
      order by (t.language = ${language}) desc, (t.language = 'en') desc, t.language limit 1), i.title)`;
}

/** A page of a member's orders, newest first, optionally of one status and one mall. */
export function findMemberOrders(
  db: Executor,
  filter: { memberId: bigint; status?: OrderStatus; mall?: Mall },
  limit: number,
  offset: number,
) {
  let base = db.selectFrom('mall_orders as o').where('o.member_id', '=', filter.memberId);
  if (filter.status) base = base.where('o.status', '=', filter.status);
  if (filter.mall) base = base.where('o.mall', '=', filter.mall);
  return pageRows(base, { limit, offset }, (page) =>
    page
      .selectAll('o')
      .select([itemCount.as('item_count'), firstProductId.as('first_product_id')])
      .orderBy('o.id', 'desc'),
  );
}

/** An order's lines, titled for the reader (`itemTitleIn`). */
export function findOrderItems(db: Executor, orderId: bigint, language: string | null) {
  return db
    .selectFrom('mall_order_items as i')
    .select(['i.product_id', 'i.variant_id', 'i.variant_label', 'i.unit_price_micro', 'i.quantity', 'i.line_micro'])
    .select(itemTitleIn(language).as('title'))
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

/** The first line's title of each order, for the reader (`itemTitleIn`): the lists' one title per order. */
export async function findFirstItemTitles(
  db: Executor,
  orderIds: bigint[],
  language: string | null,
): Promise<Map<bigint, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mall_order_items as i')
    .select(['i.order_id', itemTitleIn(language).as('title')])
    .distinctOn('i.order_id')
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, r.title]));
}

export function findOrderEvents(db: Executor, orderId: bigint) {
  return db
    .selectFrom('mall_order_events')
    .select(['status', 'actor', 'note', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export function findOrderRequests(db: Executor, orderId: bigint) {
  return db.selectFrom('mall_order_requests').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The first image of each product, for order lines and summaries (current pictures, not snapshots). */
export async function findFirstImageIds(db: Executor, productIds: bigint[]): Promise<Map<bigint, bigint>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('mall_product_images')
    .select(['product_id', 'id'])
    .distinctOn('product_id')
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.id]));
}
