import {
  type OrderStatus,
  type Page,
  STORE_PAGE_SIZE,
  type StoreOrder,
  type StoreOrdersQuery,
  nextOrderStatuses,
} from '@tandem/contracts';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { type OrderRow, buildOrderDetail, moveOrder } from '../mall/mall-orders.service';
import { findStoreOrder, findStoreOrders } from './stores.repository';
import { type StoreDeps, requireActiveStore } from './stores.service';

/**
 * The orders a store sold: its list and each one's detail, and its steps (processing, ready to ship,
 * shipped with the company and tracking number, ready for pick-up, pick-up confirmed), every one made
 * by the mall's one order move (`moveOrder`, actor `store`) under the transition table. Another
 * store's order answers `Order not found`.
 */

/** The store member's view of one order, its lines titled in their language. */
async function toStoreOrder(db: StoreDeps['db'] | Trx, order: OrderRow, language: string): Promise<StoreOrder> {
  return {
    ...(await buildOrderDetail(db, order, language)),
    store_actions: nextOrderStatuses(order.status, 'store', order.delivery),
  };
}

export async function listStoreOrders(
  deps: StoreDeps,
  member: StoreMember,
  query: StoreOrdersQuery,
): Promise<Page<StoreOrder>> {
  const store = await requireActiveStore(deps, member.id);
  const filter = { storeId: store.id, ...(query.status ? { status: query.status } : {}) };
  const rows = await readPage(
    query.page,
    STORE_PAGE_SIZE,
    (limit, offset) => findStoreOrders(deps.db, filter, limit, offset),
    (row) => row,
  );
  return { ...rows, list: await Promise.all(rows.list.map((row) => toStoreOrder(deps.db, row, member.language))) };
}

export async function getStoreOrder(deps: StoreDeps, member: StoreMember, orderId: bigint): Promise<StoreOrder> {
  const store = await requireActiveStore(deps, member.id);
  const order = await findStoreOrder(deps.db, store.id, orderId);
  if (!order) throw new AppError('Order not found');
  return toStoreOrder(deps.db, order, member.language);
}

/** The store member calling: who they are and the language their screen reads. */
export interface StoreMember {
  id: bigint;
  language: string;
}

export interface StoreStep {
  to: OrderStatus;
  shipping?: { shipping_company: string; tracking_number: string };
}

/**
 * One step of one of the store's orders. Confirming a pick-up of an order that is not waiting to be
 * picked up answers the spec's ORDER_NO_READY_PICKUP rather than the general refusal.
 */
export async function storeMovesOrder(
  deps: StoreDeps,
  member: StoreMember,
  orderId: bigint,
  step: StoreStep,
): Promise<StoreOrder> {
  const store = await requireActiveStore(deps, member.id);
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    if (!(await findStoreOrder(trx, store.id, orderId))) throw new AppError('Order not found');
    try {
      const moved = await moveOrder(trx, { orderId, to: step.to, actor: 'store', shipping: step.shipping }, at);
      return await toStoreOrder(trx, moved, member.language);
    } catch (error) {
      if (step.to === 'pickup_confirmed' && error instanceof AppError && error.code === 'ORDER_STATUS_NOT_ALLOWED') {
        throw new AppError('ORDER_NO_READY_PICKUP', error.data);
      }
      throw error;
    }
  });
}
