import { mallAdminPaths, mallPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { fund, loginToken } from '../../test/factories';
import { expectRefusal, post, staffGet, staffPost, okData } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditRows } from '../admin/admin.testing';
import { requestsOf } from './mall-admin.testing';
import { confirmReceipt, createProduct, createShopper, orderDetail, placeOrder } from '../mall/mall.testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('mall: exchange and error requests', () => {
  const t = useTestApp({ auditedLedger: true });
  const { helpdesk } = useStaff(t, { helpdesk: 'support' });

  /** A member's shop order, shipped by staff; received by the member unless told. */
  async function deliveredOrder({ received = true } = {}) {
    const member = await createShopper(t);
    await fund(t, member.id, 100n);
    const product = await createProduct(t, { priceUnits: 10n });
    const order = await placeOrder(t, member.token, product.variants[0]!);
    for (const body of [
      { status: 'processing' },
      { status: 'ready_to_ship' },
      { status: 'shipped', shipping_company: 'SF', tracking_number: 'SF123' },
    ]) {
      expect((await staffPost(t, helpdesk, mallAdminPaths.orderStatus(order.id), body)).statusCode).toBe(200);
    }
    if (received) expect((await confirmReceipt(t, member.token, order.id)).statusCode).toBe(200);
    return { member, order };
  }

  const ask = (token: string, id: string, kind: string, reason = 'The cup arrived chipped') =>
    post(t, mallPaths.orderRequest, { id, kind, reason }, { token });

  it('takes a request only on one’s own received order', async () => {
    const { member, order } = await deliveredOrder({ received: false });
    expectRefusal(await ask(member.token, order.id, 'exchange'), 409, 'ORDER_STATUS_NOT_ALLOWED');
    await confirmReceipt(t, member.token, order.id);
    const stranger = await createShopper(t);
    expectRefusal(await ask(stranger.token, order.id, 'exchange'), 404, 'Order not found');
    expectRefusal(await ask(member.token, '999999', 'exchange'), 404, 'Order not found');
    const blank = await ask(member.token, order.id, 'exchange', ' ');
    expect(blank.json().data.fields).toEqual({ reason: 'required' });
    expectRefusal(await ask(member.token, order.id, 'refund'), 400, 'VALIDATION_ERROR');
  });

  it('keeps one open request per order; staff answer it and the member reads the answer on the order', async () => {
    const { member, order } = await deliveredOrder();
    const asked = await ask(member.token, order.id, 'exchange', 'Wrong size, I need L');
    expect(okData(asked).requests).toEqual([
      expect.objectContaining({
        kind: 'exchange',
        status: 'pending',
        reason: 'Wrong size, I need L',
        staff_answer: null,
      }),
    ]);
    expectRefusal(await ask(member.token, order.id, 'exchange'), 409, 'ORDER_REQUEST_OPEN');
    expectRefusal(await ask(member.token, order.id, 'error'), 409, 'ORDER_REQUEST_OPEN');

    const listed = (await staffGet(t, helpdesk, mallAdminPaths.orders, { order_no: order.id })).json().data.list[0];
    expect(listed.has_open_request).toBe(true);
    const queue = (
      await staffGet(t, helpdesk, mallAdminPaths.requests, { status: 'pending', order_no: order.id })
    ).json().data;
    expect(queue.total).toBe(1);
    const request = queue.list[0];
    expect(request).toMatchObject({
      order_id: order.id,
      member_username: member.username,
      order_status: 'received',
      kind: 'exchange',
      answered_by: null,
    });
    expect(request.order_received_at).not.toBeNull();

    const blank = await staffPost(t, helpdesk, mallAdminPaths.requestAnswer(request.id), { decision: 'approved' });
    expect(blank.json().data.fields).toEqual({ answer: 'required' });
    const answered = await staffPost(t, helpdesk, mallAdminPaths.requestAnswer(request.id), {
      decision: 'approved',
      answer: 'Send it back; size L is on its way',
    });
    expect(okData(answered)).toMatchObject({ status: 'approved', answered_by: 'helpdesk' });
    expectRefusal(
      await staffPost(t, helpdesk, mallAdminPaths.requestAnswer(request.id), { decision: 'rejected', answer: 'No' }),
      409,
      'STATE_CHANGED',
    );
    expectRefusal(
      await staffPost(t, helpdesk, mallAdminPaths.requestAnswer('999999'), { decision: 'rejected', answer: 'No' }),
      404,
      'NOT_FOUND',
    );

    const seen = (await orderDetail(t, member.token, order.id)).json().data;
    expect(seen.requests).toEqual([
      expect.objectContaining({
        status: 'approved',
        staff_answer: 'Send it back; size L is on its way',
        answered_at: expect.any(String),
      }),
    ]);
    const [audit] = (await auditRows(t, 'mall.request_answer')).filter((r) => r.target_id === order.id);
    expect(audit).toMatchObject({ staff_id: BigInt(helpdesk.id), reason: 'Send it back; size L is on its way' });
    expect(audit!.after).toEqual({ request_id: request.id, status: 'approved' });

    // Once answered, the member may ask again (an error report this time), and staff may reject it.
    expect((await ask(member.token, order.id, 'error', 'The handle came off')).statusCode).toBe(200);
    const second = (
      await staffGet(t, helpdesk, mallAdminPaths.requests, { order_no: order.id, status: 'pending' })
    ).json().data.list[0];
    const rejected = await staffPost(t, helpdesk, mallAdminPaths.requestAnswer(second.id), {
      decision: 'rejected',
      answer: 'The photos show use damage',
    });
    expect(rejected.json().data).toMatchObject({ kind: 'error', status: 'rejected' });
    expect((await staffGet(t, helpdesk, mallAdminPaths.request(second.id))).json().data.staff_answer).toBe(
      'The photos show use damage',
    );
  });

  it('answers two requests for one order at once with exactly one', async () => {
    const { member, order } = await deliveredOrder();
    const answers = await Promise.all([ask(member.token, order.id, 'exchange'), ask(member.token, order.id, 'error')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await requestsOf(t, order.id);
    expect(rows).toHaveLength(1);
  });

  // Last: it moves the clock past the staff's sessions.
  it('takes an exchange within 14 days of receipt and an error report within 30', async () => {
    const [early, late, last] = [await deliveredOrder(), await deliveredOrder(), await deliveredOrder()];
    t.clock.advance(14 * DAY_MS - 60_000);
    expect((await ask(early.member.token, early.order.id, 'exchange')).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expectRefusal(await ask(late.member.token, late.order.id, 'exchange'), 422, 'EXCHANGE_WINDOW_CLOSED');
    expect((await ask(late.member.token, late.order.id, 'error')).statusCode).toBe(200);

    t.clock.advance(16 * DAY_MS);
    // The member's session lasts 30 days: a fresh sign-in.
    const token = await loginToken(t, last.member.username);
    expectRefusal(await ask(token, last.order.id, 'error'), 422, 'ERROR_WINDOW_CLOSED');
    expectRefusal(await ask(token, last.order.id, 'exchange'), 422, 'EXCHANGE_WINDOW_CLOSED');
  });
});
