import type { Mall, OrderRequestKind, OrderRequestStatus, OrderStatus } from '@tandem/contracts';
import { type Insertable, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';
import type { DB } from '../../db/schema';
import type { MallOrderRequestsTable } from '../../db/schema-mall';
import { compareAndSet, lockRow } from '../../db/row-guards';

type Executor = Database | Transaction<DB>;

export interface AdminOrderFilter {
  status?: OrderStatus;
  mall?: Mall;
  /** The buyer's username, any letter case. */
  member?: string;
  orderId?: bigint;
  from?: Date;
  to?: Date;
  storeId?: bigint;
}

const itemCount = sql<number>`(select coalesce(sum(i.quantity), 0)::integer from mall_order_items i where i.order_id = o.id)`;
/** The current first picture of the order's first product (lines keep no picture of their own). */
const firstImageId = sql<bigint | null>`(select m.id from mall_product_images m
  where m.product_id = (select i.product_id from mall_order_items i where i.order_id = o.id order by i.id limit 1)
  order by m.sort, m.id limit 1)`;
const hasOpenRequest = sql<boolean>`exists (select 1 from mall_order_requests r where r.order_id = o.id and r.status = 'pending')`;

function filteredOrders(db: Executor, filter: AdminOrderFilter) {
  let query = db.selectFrom('mall_orders as o').innerJoin('members as m', 'm.id', 'o.member_id');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.mall) query = query.where('o.mall', '=', filter.mall);
  if (filter.orderId) query = query.where('o.id', '=', filter.orderId);
  if (filter.member) {
    const username = filter.member.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['m.username']), '=', username));
  }
  if (filter.from) query = query.where('o.created_at', '>=', filter.from);
  if (filter.to) query = query.where('o.created_at', '<', filter.to);
  if (filter.storeId) query = query.where('o.store_id', '=', filter.storeId);
  return query;
}

/** A page of every member's orders, newest first, with the buyer and what the list shows of the lines. */
export function findAdminOrders(db: Executor, filter: AdminOrderFilter, limit: number, offset: number) {
  return pageRows(filteredOrders(db, filter), { limit, offset }, (base) =>
    base
      .selectAll('o')
      .select([
        'm.username',
        itemCount.as('item_count'),
        firstImageId.as('first_image_id'),
        hasOpenRequest.as('has_open_request'),
      ])
      .orderBy('o.id', 'desc'),
  );
}

export function findOrderBuyer(db: Executor, orderId: bigint) {
  return db
    .selectFrom('mall_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select(['o.id', 'o.member_id', 'm.username'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * Locks the order's row so that its requests are decided one at a time: two requests for one order
 * at once (of either kind) queue here, and the second sees the first.
 */
export function lockOrderRow(trx: Transaction<DB>, orderId: bigint) {
  return lockRow(trx, 'mall_orders', { id: orderId }).select('id').executeTakeFirst();
}

export function findOpenRequest(db: Executor, orderId: bigint) {
  return db
    .selectFrom('mall_order_requests')
    .select(['id', 'kind'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertRequest(trx: Transaction<DB>, values: Insertable<MallOrderRequestsTable>) {
  const row = await trx.insertInto('mall_order_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface AdminRequestFilter {
  status?: OrderRequestStatus;
  kind?: OrderRequestKind;
  orderId?: bigint;
}

function requestBase(db: Executor) {
  return db
    .selectFrom('mall_order_requests as r')
    .innerJoin('mall_orders as o', 'o.id', 'r.order_id')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('staff as s', 's.id', 'r.answered_by_staff_id');
}

function selectRequest(base: ReturnType<typeof requestBase>) {
  return base
    .selectAll('r')
    .select([
      'm.username',
      'o.status as order_status',
      'o.received_at as order_received_at',
      's.username as answered_by',
    ]);
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequest>['execute']>>[number];

/** Requests, open ones first (oldest first: the queue), then the answered ones newest first. */
export function findAdminRequests(db: Executor, filter: AdminRequestFilter, limit: number, offset: number) {
  let base = requestBase(db);
  if (filter.status) base = base.where('r.status', '=', filter.status);
  if (filter.kind) base = base.where('r.kind', '=', filter.kind);
  if (filter.orderId) base = base.where('r.order_id', '=', filter.orderId);
  return pageRows(base, { limit, offset }, (page) =>
    selectRequest(page)
      .orderBy(sql`r.status = 'pending'`, 'desc')
      .orderBy(sql`case when r.status = 'pending' then r.id else -r.id end`),
  );
}

export function findAdminRequest(db: Executor, id: bigint) {
  return selectRequest(requestBase(db)).where('r.id', '=', id).executeTakeFirst();
}

/** Answers a request still open (compare-and-set): of two answers at once, one moves nothing. */
export async function answerRequest(
  trx: Transaction<DB>,
  id: bigint,
  values: {
    status: 'approved' | 'rejected';
    staff_answer: string;
    answered_by_staff_id: bigint | null;
    answered_at: Date;
  },
) {
  return compareAndSet(trx, 'mall_order_requests', { id, status: 'pending' }, values)
    .returning(['id', 'order_id'])
    .executeTakeFirst();
}
