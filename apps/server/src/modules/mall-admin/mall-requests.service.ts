import type { AdminOrderRequest, OrderDetail, OrderRequestInput, RequestAnswerInput } from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { missingOrChanged } from '../../lib/compare-and-set';
import { adminList } from '../../lib/paged-lists';
import type { AuditActor } from '../../lib/principals';
import { uniqueViolationAs } from '../../lib/unique-violation';
import { recordAuditAs } from '../audit/audit.service';
import { assertOrderRequestWindow, buildOrderDetail, getMemberOrder } from '../mall/mall-orders.service';
import {
  type RequestRow,
  answerRequest,
  findAdminRequest,
  findAdminRequests,
  findOpenRequest,
  insertRequest,
  lockOrderRow,
} from './mall-orders-admin.repository';

/**
 * Exchange requests (within 14 days of receipt) and error reports (within 30): the member asks on a
 * received order, one open request per order at a time; customer service approves or rejects it with
 * an answer the member reads. The order's detail (its timeline) lists its requests with their answers.
 */
type RequestDeps = Pick<Deps, 'db' | 'clock'>;

/** The member's request on their own received order; answers the order as it now stands. */
export async function createOrderRequest(
  deps: RequestDeps,
  member: { id: bigint; language: string },
  input: OrderRequestInput,
): Promise<OrderDetail> {
  const now = deps.clock.now();
  const orderId = BigInt(input.id);
  return inTransaction(deps.db, async (trx) => {
    // The lock makes two requests for one order at once take turns, so the second sees the first.
    if (!(await lockOrderRow(trx, orderId))) throw new AppError('Order not found');
    const order = await getMemberOrder(trx, member.id, orderId);
    assertOrderRequestWindow(order, input.kind, now);
    if (await findOpenRequest(trx, orderId)) throw new AppError('ORDER_REQUEST_OPEN');
    await insertRequest(trx, {
      order_id: orderId,
      member_id: member.id,
      kind: input.kind,
      reason: input.reason,
      created_at: now,
    }).catch(uniqueViolationAs({ mall_order_requests_open_key: 'ORDER_REQUEST_OPEN' }));
    return buildOrderDetail(trx, order, member.language);
  });
}

function toAdminRequest(row: RequestRow): AdminOrderRequest {
  return {
    id: String(row.id),
    order_id: String(row.order_id),
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    staff_answer: row.staff_answer,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
    member_id: String(row.member_id),
    member_username: row.username,
    order_status: row.order_status,
    order_received_at: row.order_received_at?.toISOString() ?? null,
    answered_by: row.answered_by ?? null,
  };
}

export const listRequests = adminList(findAdminRequests, toAdminRequest);

export async function getRequest(deps: RequestDeps, id: bigint) {
  const row = await findAdminRequest(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminRequest(row);
}

/** Approves or rejects an open request with the answer the member reads; audited. A decided one is STATE_CHANGED. */
export async function answerOrderRequest(deps: RequestDeps, id: bigint, input: RequestAnswerInput, actor: AuditActor) {
  const at = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const answered = await answerRequest(trx, id, {
      status: input.decision,
      staff_answer: input.answer,
      answered_by_staff_id: actor.staffId,
      answered_at: at,
    });
    if (!answered) missingOrChanged(await findAdminRequest(trx, id));
    await recordAuditAs(trx, actor, {
      action: 'mall.request_answer',
      targetType: 'mall_order',
      targetId: answered.order_id,
      before: { request_id: id, status: 'pending' },
      after: { request_id: id, status: input.decision },
      reason: input.answer,
      at,
    });
  });
  return getRequest(deps, id);
}
