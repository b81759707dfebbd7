import {
  MALL_PAGE_SIZE,
  type OrderActor,
  type OrderDetail,
  type OrderRequestKind,
  type OrderStatus,
  type OrderSummary,
  type OrdersQuery,
  type Page,
  completedOrderStatuses,
  findOrderTransition,
  formatMicro,
  nextOrderStatuses,
  orderRequestDeadline,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Database } from '../../db/database';
import { type Trx, inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type IdempotencyClaim, type Idempotent, runIdempotent } from '../../ledger/idempotency';
import { readPage } from '../../lib/paging';
import { productImageUrl } from './mall-catalogue.service';
import { postOrderMoney } from './mall-postings';
import {
  type OrderRow,
  findFirstImageIds,
  findFirstItemTitles,
  findMemberOrders,
  findOrder,
  findOrderEvents,
  findOrderItems,
  findOrderRequests,
  insertOrderEvent,
  moveOrderStatus,
  restockOrder,
  setOrderFields,
} from './mall-orders.repository';

export type { OrderRow };
type Executor = Database | Trx;

/** One status move of an order, by whoever makes it (the member, staff, later a store). */
export interface OrderMove {
  orderId: bigint;
  to: OrderStatus;
  actor: OrderActor;
  /** The member moving their own order: another member's answers `Order not found`. */
  memberId?: bigint;
  staffId?: bigint | null;
  note?: string | null;
  /** Required to ship (ready_to_ship → shipped). */
  shipping?: { shipping_company: string; tracking_number: string };
}

/**
 * THE way an order changes status, for every caller: the transition table (contracts' orderTransitions)
 * decides whether this actor may make this move; the update is a compare-and-set on the status, so of
 * two moves at once only one happens; the timeline gets its event. Money and stock follow the move in
 * the same transaction: a cancellation refunds what was paid in each asset and puts the units back
 * (once: only one cancel can win the status, and the refund's journal key is the order's), and a
 * platform order's receipt (or pick-up) releases its escrow to sales revenue. Store orders stay in
 * escrow for the store payout work.
 */
export async function moveOrder(trx: Trx, move: OrderMove, at: Date): Promise<OrderRow> {
  const order = await findOrder(trx, move.orderId);
  if (!order || (move.memberId !== undefined && order.member_id !== move.memberId)) {
    throw new AppError('Order not found');
  }
  if (!findOrderTransition(order.status, move.to, move.actor, order.delivery)) {
    throw new AppError('ORDER_STATUS_NOT_ALLOWED', { status: order.status });
  }
  if (move.to === 'shipped' && !move.shipping) {
    throw AppError.fields({ shipping_company: 'required', tracking_number: 'required' });
  }
  const isCompleted = completedOrderStatuses.includes(move.to);
  const moved = await moveOrderStatus(trx, order.id, order.status, {
    status: move.to,
    updated_at: at,
    ...(move.shipping && move.to === 'shipped' ? { ...move.shipping, shipped_at: at } : {}),
    ...(isCompleted ? { received_at: at } : {}),
    ...(move.to === 'cancelled' ? { cancelled_at: at } : {}),
  });
  // Another move won the row between the read and the update.
  if (!moved) throw new AppError('ORDER_STATUS_NOT_ALLOWED', { status: (await findOrder(trx, order.id))?.status });

  if (move.to === 'cancelled') {
    await restockOrder(trx, order.id);
    moved.refund_journal_id = await postOrderMoney(trx, order, 'mall_refund', at);
    await setOrderFields(trx, order.id, { refund_journal_id: moved.refund_journal_id });
  } else if (isCompleted && order.store_id === null) {
    moved.release_journal_id = await postOrderMoney(trx, order, 'mall_sale', at);
    await setOrderFields(trx, order.id, { release_journal_id: moved.release_journal_id });
  }
  await insertOrderEvent(trx, {
    order_id: order.id,
    status: move.to,
    actor: move.actor,
    staff_id: move.staffId ?? null,
    note: move.note ?? null,
    at,
  });
  return moved;
}

/** `moveOrder` in its own transaction, answering the order's detail as the move left it (checkout's titles). */
export function moveOrderNow(deps: Deps, move: OrderMove): Promise<OrderDetail> {
  const at = deps.clock.now();
  return inTransaction(deps.db, async (trx) => buildOrderDetail(trx, await moveOrder(trx, move, at), null));
}

/**
 * Whether the member may still ask for an exchange (14 days from receipt) or report an error (30):
 * the goods must have reached them (`ORDER_STATUS_NOT_ALLOWED` before), and the window be open
 * (`EXCHANGE_WINDOW_CLOSED` / `ERROR_WINDOW_CLOSED`). The member's request call checks it.
 */
export function assertOrderRequestWindow(
  order: Pick<OrderRow, 'status' | 'received_at'>,
  kind: OrderRequestKind,
  now: Date,
): void {
  if (!order.received_at || !completedOrderStatuses.includes(order.status)) {
    throw new AppError('ORDER_STATUS_NOT_ALLOWED', { status: order.status });
  }
  const deadline = orderRequestDeadline(kind, order.received_at);
  if (now.getTime() > deadline.getTime()) {
    throw new AppError(kind === 'exchange' ? 'EXCHANGE_WINDOW_CLOSED' : 'ERROR_WINDOW_CLOSED', {
      until: deadline.toISOString(),
    });
  }
}

/** A member's own order, or `Order not found` (also for another member's). */
export async function getMemberOrder(db: Executor, memberId: bigint, orderId: bigint): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.member_id !== memberId) throw new AppError('Order not found');
  return order;
}

function toSummary(
  order: OrderRow,
  first: { title: string; productId: bigint | null; count: number },
  images: Map<bigint, bigint>,
): OrderSummary {
  return {
    id: String(order.id),
    mall: order.mall,
    store_id: order.store_id === null ? null : String(order.store_id),
    status: order.status,
    pay_type: order.pay_type,
    delivery: order.delivery,
    total: formatMicro(order.total_micro),
    paid_usdt: formatMicro(order.paid_usdt_micro),
    paid_voucher: formatMicro(order.paid_voucher_micro),
    item_count: first.count,
    first_title: first.title,
    first_image_url: first.productId === null ? null : productImageUrl(images.get(first.productId)),
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

/**
 * Everything about one order: lines, timeline, requests, windows and what the member may do next. The
 * lines' titles are in `language`, the reader's (falling back like the catalogue, then to the checkout's
 * snapshot); null keeps the snapshot.
 */
export async function buildOrderDetail(db: Executor, order: OrderRow, language: string | null): Promise<OrderDetail> {
  const [items, events, requests] = await Promise.all([
    findOrderItems(db, order.id, language),
    findOrderEvents(db, order.id),
    findOrderRequests(db, order.id),
  ]);
  const images = await findFirstImageIds(db, [...new Set(items.map((i) => i.product_id))]);
  const first = { title: items[0]?.title ?? '', productId: items[0]?.product_id ?? null };
  const count = items.reduce((n, i) => n + i.quantity, 0);
  const until = (kind: OrderRequestKind) =>
    order.received_at ? orderRequestDeadline(kind, order.received_at).toISOString() : null;
  return {
    ...toSummary(order, { ...first, count }, images),
    goods_total: formatMicro(order.goods_micro),
    shipping_fee: formatMicro(order.shipping_fee_micro),
    ship_to:
      order.delivery === 'ship'
        ? {
            receiver: order.ship_receiver ?? '',
            phone: order.ship_phone ?? '',
            address: order.ship_address ?? '',
            state: order.ship_state ?? '',
            postcode: order.ship_postcode ?? '',
            country: order.ship_country ?? '',
          }
        : null,
    shipping_company: order.shipping_company,
    tracking_number: order.tracking_number,
    received_at: order.received_at?.toISOString() ?? null,
    items: items.map((item) => ({
      product_id: String(item.product_id),
      variant_id: String(item.variant_id),
      title: item.title,
      variant_label: item.variant_label,
      image_url: productImageUrl(images.get(item.product_id)),
      unit_price: formatMicro(item.unit_price_micro),
      quantity: item.quantity,
      line_total: formatMicro(item.line_micro),
    })),
    events: events.map((e) => ({ status: e.status, at: e.at.toISOString(), actor: e.actor, note: e.note })),
    requests: requests.map((r) => ({
      id: String(r.id),
      order_id: String(r.order_id),
      kind: r.kind,
      reason: r.reason,
      status: r.status,
      staff_answer: r.staff_answer,
      created_at: r.created_at.toISOString(),
      answered_at: r.answered_at?.toISOString() ?? null,
    })),
    exchange_until: until('exchange'),
    error_until: until('error'),
    member_actions: nextOrderStatuses(order.status, 'member', order.delivery),
  };
}

/** The first line's title of each order in `language` (see buildOrderDetail): the order lists' titles. */
export function firstItemTitlesIn(db: Executor, orderIds: bigint[], language: string | null) {
  return findFirstItemTitles(db, orderIds, language);
}

export async function listMemberOrders(
  deps: Deps,
  memberId: bigint,
  language: string,
  query: OrdersQuery,
): Promise<Page<OrderSummary>> {
  const filter = {
    memberId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.mall ? { mall: query.mall } : {}),
  };
  let images = new Map<bigint, bigint>();
  let titles = new Map<bigint, string>();
  return readPage(
    query.page,
    MALL_PAGE_SIZE,
    async (limit, offset) => {
      const found = await findMemberOrders(deps.db, filter, limit, offset);
      images = await findFirstImageIds(deps.db, [...new Set(found.rows.map((r) => r.first_product_id))]);
      titles = await findFirstItemTitles(
        deps.db,
        found.rows.map((r) => r.id),
        language,
      );
      return found;
    },
    (row) =>
      toSummary(
        row,
        { title: titles.get(row.id) ?? '', productId: row.first_product_id, count: row.item_count },
        images,
      ),
  );
}

export async function getMemberOrderDetail(
  deps: Deps,
  member: { id: bigint; language: string },
  orderId: bigint,
): Promise<OrderDetail> {
  return buildOrderDetail(deps.db, await getMemberOrder(deps.db, member.id, orderId), member.language);
}

/**
 * The member's own move (cancel, confirm receipt) under an Idempotency-Key: a retried request answers
 * what the first one did instead of a refusal.
 */
export async function memberMovesOrder(
  deps: Deps,
  member: { id: bigint; language: string },
  orderId: bigint,
  to: 'cancelled' | 'received',
  claim: IdempotencyClaim | null,
): Promise<Idempotent<OrderDetail>> {
  const at = deps.clock.now();
  return runIdempotent(deps.db, claim, at, async (trx) =>
    buildOrderDetail(
      trx,
      await moveOrder(trx, { orderId, to, actor: 'member', memberId: member.id }, at),
      member.language,
    ),
  );
}
