import { mallAdminPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { USDT, fund } from '../../test/factories';
import { expectRefusal, staffGet, staffPost, okData } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditRows } from '../admin/admin.testing';
import { balanceOf } from '../../ledger/ledger.testing';
import {
  addToCart,
  createProduct,
  createShopper,
  escrowDifferences,
  orderDetail,
  placeOrder,
  postCheckout,
  stockOf,
} from '../mall/mall.testing';

describe('mall back office: orders', () => {
  const t = useTestApp({ auditedLedger: true });
  const { helpdesk, deskone: content } = useStaff(t, { helpdesk: 'support', deskone: 'content' });

  /** A member with 100 USDT and a paid shop order of one unit (ship to an address). */
  async function shopOrder(stock = 5) {
    const member = await createShopper(t);
    await fund(t, member.id, 100n);
    const product = await createProduct(t, { priceUnits: 20n, shippingUnits: 2n, variants: [{ label: 'M', stock }] });
    const order = await placeOrder(t, member.token, product.variants[0]!);
    return { member, product, order };
  }

  const step = (id: string, body: Record<string, unknown>) =>
    staffPost(t, helpdesk, mallAdminPaths.orderStatus(id), body);

  it('is customer service’s (and the superadmin’s): the content desk is refused', async () => {
    expect((await staffGet(t, helpdesk, mallAdminPaths.orders)).statusCode).toBe(200);
    expectRefusal(await staffGet(t, content, mallAdminPaths.orders), 403, 'NO_PERMISSION');
    expectRefusal(await staffGet(t, content, mallAdminPaths.requests), 403, 'NO_PERMISSION');
  });

  it('lists every member’s orders with filters: status, mall, member, order number, dates', async () => {
    const first = await shopOrder();
    const second = await shopOrder();
    await step(second.order.id, { status: 'processing' });

    const voucherBuyer = await createShopper(t);
    await fund(t, voucherBuyer.id, 500n, 'point5');
    const voucherGoods = await createProduct(t, { mall: 'voucher', priceUnits: 50n, pickupAllowed: true });
    await addToCart(t, voucherBuyer.token, voucherGoods.variants[0]!);
    const voucherOrder = await postCheckout(t, voucherBuyer.token, { pay_type: 'voucher', delivery: 'pickup' });
    expect(voucherOrder.statusCode, voucherOrder.body).toBe(200);

    const ids = async (query: Record<string, string>) =>
      (await staffGet(t, helpdesk, mallAdminPaths.orders, query)).json().data.list.map((o: { id: string }) => o.id);

    const byMember = (
      await staffGet(t, helpdesk, mallAdminPaths.orders, { member: first.member.username.toUpperCase() })
    ).json().data;
    expect(byMember.total).toBe(1);
    expect(byMember.list[0]).toMatchObject({
      id: first.order.id,
      member_username: first.member.username,
      member_id: String(first.member.id),
      status: 'pending',
      mall: 'shop',
      total: '22.000000',
      paid_usdt: '22.000000',
      item_count: 1,
      tracking_number: null,
      has_open_request: false,
    });
    expect(await ids({ order_no: second.order.id })).toEqual([second.order.id]);
    expect(await ids({ status: 'processing' })).toContain(second.order.id);
    expect(await ids({ status: 'processing' })).not.toContain(first.order.id);
    expect(await ids({ mall: 'voucher' })).toEqual([voucherOrder.json().data.id]);
    const now = t.clock.now().getTime();
    expect(await ids({ from: new Date(now + 60_000).toISOString() })).toEqual([]);
    expect(
      await ids({ from: new Date(now - 60_000).toISOString(), to: new Date(now + 60_000).toISOString() }),
    ).toContain(first.order.id);
    expect((await staffGet(t, helpdesk, mallAdminPaths.orders, { order_no: 'x' })).json().data.fields).toEqual({
      order_no: 'invalid',
    });
  });

  it('ships an order step by step: the tracking number is required, each step is on the timeline and audited', async () => {
    const { member, order } = await shopOrder();
    const detail = (await staffGet(t, helpdesk, mallAdminPaths.order(order.id))).json().data;
    expect(detail).toMatchObject({
      status: 'pending',
      member_username: member.username,
      staff_actions: ['processing', 'cancelled'],
    });

    expectRefusal(
      await step(order.id, { status: 'shipped', shipping_company: 'DHL', tracking_number: 'T1' }),
      409,
      'ORDER_STATUS_NOT_ALLOWED',
    );
    expect((await step(order.id, { status: 'processing', note: 'Packing' })).json().data.status).toBe('processing');
    expect((await step(order.id, { status: 'ready_to_ship' })).json().data.staff_actions).toEqual([
      'shipped',
      'cancelled',
    ]);

    const untracked = await step(order.id, { status: 'shipped', shipping_company: 'DHL' });
    expectRefusal(untracked, 400, 'VALIDATION_ERROR');
    expect(untracked.json().data.fields).toEqual({ tracking_number: 'required' });

    const shipped = await step(order.id, { status: 'shipped', shipping_company: 'DHL', tracking_number: 'JD0001' });
    expect(okData(shipped)).toMatchObject({
      status: 'shipped',
      shipping_company: 'DHL',
      tracking_number: 'JD0001',
    });
    const seen = (await orderDetail(t, member.token, order.id)).json().data;
    expect(seen.events.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual([
      'pending:member',
      'processing:staff',
      'ready_to_ship:staff',
      'shipped:staff',
    ]);
    expect(seen.events[1].note).toBe('Packing');
    expect(seen).toMatchObject({ tracking_number: 'JD0001', member_actions: ['received'] });

    const steps = (await auditRows(t, 'mall.order_step')).filter((r) => r.target_id === order.id);
    expect(steps.map((r) => (r.after as { status: string }).status)).toEqual([
      'processing',
      'ready_to_ship',
      'shipped',
    ]);
    expect(steps[2]).toMatchObject({ staff_id: BigInt(helpdesk.id) });
    expect(steps[2]!.after).toMatchObject({ tracking_number: 'JD0001', shipping_company: 'DHL' });
    expectRefusal(await step(order.id, { status: 'cancelled', reason: 'Too late' }), 409, 'ORDER_STATUS_NOT_ALLOWED');
    expectRefusal(await staffGet(t, helpdesk, mallAdminPaths.order('999999')), 404, 'Order not found');
  });

  it('confirms a pick-up only when the order is ready for it (ORDER_NO_READY_PICKUP)', async () => {
    const member = await createShopper(t);
    await fund(t, member.id, 100n);
    const product = await createProduct(t, { priceUnits: 10n, pickupAllowed: true });
    await addToCart(t, member.token, product.variants[0]!);
    const order = (await postCheckout(t, member.token, { pay_type: 'cash', delivery: 'pickup' })).json().data;

    expectRefusal(await step(order.id, { status: 'pickup_confirmed' }), 422, 'ORDER_NO_READY_PICKUP');
    await step(order.id, { status: 'processing' });
    expectRefusal(await step(order.id, { status: 'pickup_confirmed' }), 422, 'ORDER_NO_READY_PICKUP');
    expectRefusal(await step(order.id, { status: 'ready_to_ship' }), 409, 'ORDER_STATUS_NOT_ALLOWED');
    expect((await step(order.id, { status: 'ready_pickup' })).json().data.staff_actions).toEqual([
      'pickup_confirmed',
      'cancelled',
    ]);
    const confirmed = await step(order.id, { status: 'pickup_confirmed' });
    expect(confirmed.json().data).toMatchObject({ status: 'pickup_confirmed', staff_actions: [] });
    expect(confirmed.json().data.received_at).not.toBeNull();

    const shipping = await shopOrder();
    expectRefusal(await step(shipping.order.id, { status: 'pickup_confirmed' }), 422, 'ORDER_NO_READY_PICKUP');
  });

  it('cancels with a reason and refunds exactly what was paid, putting the units back', async () => {
    const { member, product, order } = await shopOrder(3);
    expect(await balanceOf(t, member.id, 'point1')).toBe(78n * USDT);
    expect(await stockOf(t, product.variants[0]!)).toBe(2);

    const unexplained = await step(order.id, { status: 'cancelled' });
    expect(unexplained.json().data.fields).toEqual({ reason: 'required' });
    await step(order.id, { status: 'processing' });
    const cancelled = await step(order.id, { status: 'cancelled', reason: 'Out of print' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', staff_actions: [] });
    expect(await balanceOf(t, member.id, 'point1')).toBe(100n * USDT);
    expect(await stockOf(t, product.variants[0]!)).toBe(3);
    const [audit] = (await auditRows(t, 'mall.order_step')).filter(
      (r) => r.target_id === order.id && (r.after as { status: string }).status === 'cancelled',
    );
    expect(audit).toMatchObject({ reason: 'Out of print' });
    expect(audit!.after).toHaveProperty('refund_journal_id');

    expectRefusal(await step(order.id, { status: 'cancelled', reason: 'Again' }), 409, 'ORDER_STATUS_NOT_ALLOWED');
    expect(await balanceOf(t, member.id, 'point1')).toBe(100n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
  });
});
