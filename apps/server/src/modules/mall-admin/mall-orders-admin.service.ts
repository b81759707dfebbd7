import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type StaffOrderStepInput,
  formatMicro,
  mallAdminPaths,
  nextOrderStatuses,
} from '@tandem/contracts';
import { type Trx, inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readAdminPage } from '../../lib/paging';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { type OrderRow, buildOrderDetail, firstItemTitlesIn, moveOrder } from '../mall/mall-orders.service';
import { type AdminOrderFilter, findAdminOrders, findOrderBuyer } from './mall-orders-admin.repository';

/**
 * Customer service's side of mall orders: every member's orders with filters, one order in full, and
 * the staff's steps (processing, ready to ship, shipped, ready for pick-up, pick-up confirmed,
 * received, cancelled with its refund), each made by the mall's one order-move function and audited
 * in the same transaction.
 */
type OrdersDeps = Pick<Deps, 'db' | 'clock'>;

type AdminOrderRow = Awaited<ReturnType<typeof findAdminOrders>>['rows'][number];

function toAdminSummary(row: AdminOrderRow, firstTitle: string): AdminOrderSummary {
  return {
    id: String(row.id),
    mall: row.mall,
    store_id: row.store_id === null ? null : String(row.store_id),
    status: row.status,
    pay_type: row.pay_type,
    delivery: row.delivery,
    total: formatMicro(row.total_micro),
    paid_usdt: formatMicro(row.paid_usdt_micro),
    paid_voucher: formatMicro(row.paid_voucher_micro),
    item_count: row.item_count,
    first_title: firstTitle,
    first_image_url: row.first_image_id ? mallAdminPaths.productImage(String(row.first_image_id)) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    member_id: String(row.member_id),
    member_username: row.username,
    tracking_number: row.tracking_number,
    has_open_request: row.has_open_request,
  };
}

/** A page of orders, each titled by its first line in `language`, the reading staff member's. */
export function listAdminOrders(deps: OrdersDeps, filter: AdminOrderFilter, page: number, language: string) {
  let titles = new Map<bigint, string>();
  return readAdminPage(
    page,
    async (limit, offset) => {
      const found = await findAdminOrders(deps.db, filter, limit, offset);
      titles = await firstItemTitlesIn(
        deps.db,
        found.rows.map((r) => r.id),
        language,
      );
      return found;
    },
    (row) => toAdminSummary(row, titles.get(row.id) ?? ''),
  );
}

/**
 * The member's view of the order plus the buyer and the steps staff may take now; the lines titled in
 * `language`, the reading staff member's.
 */
async function adminDetailOf(db: Deps['db'] | Trx, order: OrderRow, language: string): Promise<AdminOrderDetail> {
  const [detail, buyer] = await Promise.all([buildOrderDetail(db, order, language), findOrderBuyer(db, order.id)]);
  return {
    ...detail,
    member_id: String(order.member_id),
    member_username: buyer?.username ?? '',
    staff_actions: nextOrderStatuses(order.status, 'staff', order.delivery),
  };
}

export async function getAdminOrder(deps: OrdersDeps, id: bigint, language: string): Promise<AdminOrderDetail> {
  const orders = await findAdminOrders(deps.db, { orderId: id }, 1, 0);
  if (orders.rows.length === 0) throw new AppError('Order not found');
  return adminDetailOf(deps.db, orders.rows[0]!, language);
}

/**
 * One staff step through the mall's `moveOrder` (the transition table, the compare-and-set on the
 * status, the refund of a cancellation, the timeline), audited with it. Confirming a pick-up the
 * order is not ready for answers the spec's ORDER_NO_READY_PICKUP.
 */
export async function stepOrder(
  deps: OrdersDeps,
  id: bigint,
  input: StaffOrderStepInput,
  actor: AuditActor,
  language: string,
) {
  const at = deps.clock.now();
  const note = input.status === 'cancelled' ? input.reason : (input.note ?? null);
  const shipping =
    input.status === 'shipped'
      ? { shipping_company: input.shipping_company, tracking_number: input.tracking_number }
      : undefined;
  return inTransaction(deps.db, async (trx) => {
    const moved = await moveOrder(
      trx,
      { orderId: id, to: input.status, actor: 'staff', staffId: actor.staffId, note, shipping },
      at,
    ).catch((error: unknown) => {
      const isNotReady =
        input.status === 'pickup_confirmed' && error instanceof AppError && error.code === 'ORDER_STATUS_NOT_ALLOWED';
      throw isNotReady ? new AppError('ORDER_NO_READY_PICKUP', error.data) : error;
    });
    await recordAuditAs(trx, actor, {
      action: 'mall.order_step',
      targetType: 'mall_order',
      targetId: id,
      after: {
        status: moved.status,
        ...shipping,
        ...(moved.refund_journal_id ? { refund_journal_id: moved.refund_journal_id } : {}),
      },
      reason: note,
      at,
    });
    // Titled in the reading screen's language, as the order's own read (getAdminOrder) is.
    return adminDetailOf(trx, moved, language);
  });
}
