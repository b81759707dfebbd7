import { mallPaths, recordPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf } from '../../ledger/ledger.testing';
import { USDT, fund } from '../../test/factories';
import { expectRefusal, get, okData } from '../../test/http';
import { moveOrderNow } from './mall-orders.service';
import {
  addAddress,
  addToCart,
  cancelOrder,
  confirmReceipt,
  createProduct,
  createShopper,
  escrowDifferences,
  orderDetail,
  placeOrder,
  platformBalance,
  postCheckout,
  stockOf,
} from './mall.testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('mall checkout and orders', () => {
  const t = useTestApp({ auditedLedger: true, at: '2026-11-18T04:00:00Z' });
  let shirt: Awaited<ReturnType<typeof createProduct>>;
  let tea: Awaited<ReturnType<typeof createProduct>>;
  let pickupMug: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    shirt = await createProduct(t, {
      titles: { en: 'Shirt' },
      priceUnits: 20n,
      shippingUnits: 3n,
      variants: [{ label: 'M', stock: 50 }],
    });
    tea = await createProduct(t, {
      mall: 'voucher',
      titles: { en: 'Tea' },
      priceUnits: 30n,
      shippingUnits: 2n,
      variants: [{ label: 'Box', stock: 50 }],
    });
    pickupMug = await createProduct(t, {
      titles: { en: 'Mug' },
      priceUnits: 5n,
      pickupAllowed: true,
      variants: [{ label: 'One', stock: 50 }],
    });
  });

  async function shopperWithCart(variantId: string, quantity = 1, cashUnits = 100n, voucherUnits = 0n) {
    const member = await createShopper(t);
    if (cashUnits > 0n) await fund(t, member.id, cashUnits);
    if (voucherUnits > 0n) await fund(t, member.id, voucherUnits, 'point5');
    expect((await addToCart(t, member.token, variantId, quantity)).statusCode).toBe(200);
    return member;
  }

  it('refuses a checkout without a pay type, with another mall’s, and an empty cart', async () => {
    const ana = await shopperWithCart(shirt.variants[0]!);
    const address = await addAddress(t, ana.token);
    expectRefusal(await postCheckout(t, ana.token, { delivery: 'ship', address_id: address }), 422, 'SELECT_PAY_TYPE');
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'voucher', delivery: 'ship', address_id: address }),
      422,
      'PAY_TYPE_NOT_ALLOWED',
    );
    const ben = await shopperWithCart(tea.variants[0]!, 1, 0n, 100n);
    expectRefusal(
      await postCheckout(t, ben.token, { pay_type: 'cash', delivery: 'pickup' }),
      422,
      'PAY_TYPE_NOT_ALLOWED',
    );
    const empty = await createShopper(t);
    expectRefusal(await postCheckout(t, empty.token, { pay_type: 'cash', delivery: 'pickup' }), 422, 'CART_EMPTY');
  });

  it('needs an address to ship, the member’s own, and pick-up only where every product allows it', async () => {
    const ana = await shopperWithCart(shirt.variants[0]!);
    expectRefusal(await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'ship' }), 422, 'ADDRESS_REQUIRED');
    const ben = await createShopper(t);
    const bens = await addAddress(t, ben.token);
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'ship', address_id: bens }),
      404,
      'ADDRESS_NOT_FOUND',
    );
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'pickup' }),
      422,
      'PICKUP_NOT_ALLOWED',
    );
  });

  it('checks the secondary password and the balance, and then takes nothing', async () => {
    const ana = await shopperWithCart(shirt.variants[0]!, 1, 10n);
    const address = await addAddress(t, ana.token);
    const before = await stockOf(t, shirt.variants[0]!);
    expectRefusal(
      await postCheckout(t, ana.token, {
        pay_type: 'cash',
        delivery: 'ship',
        address_id: address,
        sec_password: 'Wrong1234',
      }),
      422,
      'INCORRECT_SEC_PASSWORD',
    );
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'ship', address_id: address }),
      422,
      'INSUFFICIAN_BALANCE',
    );
    expect(await stockOf(t, shirt.variants[0]!)).toBe(before);
    expect(await balanceOf(t, ana.id)).toBe(10n * USDT);
    expect((await get(t, mallPaths.cart, { token: ana.token })).json().data.items).toHaveLength(1);
    expect((await get(t, mallPaths.orders, { token: ana.token })).json().data.total).toBe(0);
  });

  it('pays a shop order from the cash wallet into escrow, takes the stock, empties the cart; a replay answers the same order', async () => {
    const ana = await shopperWithCart(shirt.variants[0]!, 2);
    const address = await addAddress(t, ana.token);
    const stock = await stockOf(t, shirt.variants[0]!);
    const escrow = await platformBalance(t, 'mall_escrow', 'USDT');
    const body = { pay_type: 'cash', delivery: 'ship', address_id: address };
    const res = await postCheckout(t, ana.token, body, 'checkout-key-1');
    const order = okData(res);
    expect(order).toMatchObject({
      mall: 'shop',
      status: 'pending',
      pay_type: 'cash',
      delivery: 'ship',
      goods_total: '40.000000',
      shipping_fee: '3.000000',
      total: '43.000000',
      paid_usdt: '43.000000',
      paid_voucher: '0.000000',
      item_count: 2,
      first_title: 'Shirt',
      ship_to: { receiver: 'Ana Lim', address: '1 Jalan Ampang', postcode: '50450' },
      items: [{ title: 'Shirt', variant_label: 'M', unit_price: '20.000000', quantity: 2, line_total: '40.000000' }],
      events: [{ status: 'pending', actor: 'member', note: null }],
      member_actions: ['cancelled'],
      exchange_until: null,
    });
    expect(await balanceOf(t, ana.id)).toBe(57n * USDT);
    const records = await get(t, recordPaths.walletRecord, { token: ana.token, query: { wallet: 'point1' } });
    expect(records.json().data.list[0]).toMatchObject({
      type: 'mall_order',
      amount: '-43.000000',
      remark: `order ${order.id}`,
    });
    expect(await stockOf(t, shirt.variants[0]!)).toBe(stock - 2);
    expect(await platformBalance(t, 'mall_escrow', 'USDT')).toBe(escrow + 43n * USDT);
    expect((await get(t, mallPaths.cart, { token: ana.token })).json().data.items).toEqual([]);

    const replay = await postCheckout(t, ana.token, body, 'checkout-key-1');
    expect(replay.json().data.id).toBe(order.id);
    expect(await balanceOf(t, ana.id)).toBe(57n * USDT);
    expectRefusal(
      await postCheckout(t, ana.token, { ...body, delivery: 'pickup' }, 'checkout-key-1'),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await escrowDifferences(t)).toEqual([]);
  });

  it('splits cash_voucher: the cash part at most the total, the rest in voucher points', async () => {
    const ana = await shopperWithCart(pickupMug.variants[0]!, 2, 100n, 100n);
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'cash_voucher', cash_amount: '10.5', delivery: 'pickup' }),
      422,
      'CASH_EXCEEDS_TOTAL',
    );
    const missing = await postCheckout(t, ana.token, { pay_type: 'cash_voucher', delivery: 'pickup' });
    expect(missing.json().data.fields.cash_amount).toBe('required');
    const res = await postCheckout(t, ana.token, { pay_type: 'cash_voucher', cash_amount: '4.25', delivery: 'pickup' });
    expect(okData(res)).toMatchObject({
      total: '10.000000',
      shipping_fee: '0.000000',
      paid_usdt: '4.250000',
      paid_voucher: '5.750000',
      delivery: 'pickup',
      ship_to: null,
    });
    expect(await balanceOf(t, ana.id)).toBe(100n * USDT - 4_250_000n);
    expect(await balanceOf(t, ana.id, 'point5')).toBe(100n * USDT - 5_750_000n);

    // Cancelled, it gives back exactly that in each asset.
    const cancelled = await cancelOrder(t, ana.token, res.json().data.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(t, ana.id)).toBe(100n * USDT);
    expect(await balanceOf(t, ana.id, 'point5')).toBe(100n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
  });

  it('pays the voucher mall in voucher points only', async () => {
    const ana = await shopperWithCart(tea.variants[0]!, 1, 0n, 40n);
    const address = await addAddress(t, ana.token);
    const res = await postCheckout(t, ana.token, { pay_type: 'voucher', delivery: 'ship', address_id: address });
    expect(okData(res)).toMatchObject({
      mall: 'voucher',
      total: '32.000000',
      paid_voucher: '32.000000',
      paid_usdt: '0.000000',
    });
    expect(await balanceOf(t, ana.id, 'point5')).toBe(8n * USDT);
    expect(await platformBalance(t, 'mall_escrow', 'VOUCHER')).toBeGreaterThanOrEqual(32n * USDT);
  });

  it('answers NO_PRODUCT_MATCH when a carted variant was hidden or sold out before checkout', async () => {
    const scarf = await createProduct(t, { titles: { en: 'Scarf' }, variants: [{ label: 'One', stock: 1 }] });
    const ana = await shopperWithCart(scarf.variants[0]!);
    await t.db.updateTable('mall_variants').set({ stock: 0 }).where('id', '=', BigInt(scarf.variants[0]!)).execute();
    const address = await addAddress(t, ana.token);
    expectRefusal(
      await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'ship', address_id: address }),
      409,
      'NO_PRODUCT_MATCH',
    );
    expect((await get(t, mallPaths.cart, { token: ana.token })).json().data.items[0].available).toBe(false);
  });

  it('lists the member’s orders by status and shows another member’s as `Order not found`', async () => {
    const ana = await createShopper(t);
    await fund(t, ana.id, 100n);
    const first = await placeOrder(t, ana.token, shirt.variants[0]!);
    const second = await placeOrder(t, ana.token, shirt.variants[0]!);
    expect((await cancelOrder(t, ana.token, first.id)).statusCode).toBe(200);
    const all = (await get(t, mallPaths.orders, { token: ana.token })).json().data;
    expect(all.list.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    const pending = (await get(t, mallPaths.orders, { token: ana.token, query: { status: 'pending' } })).json().data;
    expect(pending.list.map((o: { id: string }) => o.id)).toEqual([second.id]);
    const ben = await createShopper(t);
    expectRefusal(await orderDetail(t, ben.token, first.id), 404, 'Order not found');
    expectRefusal(await cancelOrder(t, ben.token, second.id), 404, 'Order not found');
  });

  it('cancels while pending or processing, refunding and restocking once; not after shipping', async () => {
    const ana = await createShopper(t);
    await fund(t, ana.id, 100n);
    const order = await placeOrder(t, ana.token, shirt.variants[0]!);
    const stock = await stockOf(t, shirt.variants[0]!);
    await moveOrderNow(t.app.deps, { orderId: BigInt(order.id), to: 'processing', actor: 'staff' });
    const res = await cancelOrder(t, ana.token, order.id, 'cancel-key-1');
    expect(okData(res).status).toBe('cancelled');
    expect(res.json().data.events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'processing',
      'cancelled',
    ]);
    expect(res.json().data.member_actions).toEqual([]);
    expect(await balanceOf(t, ana.id)).toBe(100n * USDT);
    expect(await stockOf(t, shirt.variants[0]!)).toBe(stock + 1);
    // The same request again answers the same; another cancel is refused and moves nothing.
    expect((await cancelOrder(t, ana.token, order.id, 'cancel-key-1')).json().data.status).toBe('cancelled');
    expectRefusal(await cancelOrder(t, ana.token, order.id), 409, 'ORDER_STATUS_NOT_ALLOWED');
    expect(await balanceOf(t, ana.id)).toBe(100n * USDT);
    expect(await stockOf(t, shirt.variants[0]!)).toBe(stock + 1);

    const shipped = await placeOrder(t, ana.token, shirt.variants[0]!);
    const id = BigInt(shipped.id);
    await moveOrderNow(t.app.deps, { orderId: id, to: 'processing', actor: 'staff' });
    await moveOrderNow(t.app.deps, { orderId: id, to: 'ready_to_ship', actor: 'staff' });
    expectRefusal(await cancelOrder(t, ana.token, shipped.id), 409, 'ORDER_STATUS_NOT_ALLOWED');
    expect(await escrowDifferences(t)).toEqual([]);
  });

  it('ships with a tracking number, confirms receipt, releases a platform order’s escrow and opens the windows', async () => {
    const ana = await createShopper(t);
    await fund(t, ana.id, 100n);
    const order = await placeOrder(t, ana.token, shirt.variants[0]!);
    const id = BigInt(order.id);
    expectRefusal(await confirmReceipt(t, ana.token, order.id), 409, 'ORDER_STATUS_NOT_ALLOWED');
    await moveOrderNow(t.app.deps, { orderId: id, to: 'processing', actor: 'staff' });
    // A ship order never goes to the pick-up counter, and members do not ship.
    await expect(moveOrderNow(t.app.deps, { orderId: id, to: 'ready_pickup', actor: 'staff' })).rejects.toThrow(
      'ORDER_STATUS_NOT_ALLOWED',
    );
    await expect(
      moveOrderNow(t.app.deps, { orderId: id, to: 'ready_to_ship', actor: 'member', memberId: ana.id }),
    ).rejects.toThrow('ORDER_STATUS_NOT_ALLOWED');
    await moveOrderNow(t.app.deps, { orderId: id, to: 'ready_to_ship', actor: 'staff' });
    await expect(moveOrderNow(t.app.deps, { orderId: id, to: 'shipped', actor: 'staff' })).rejects.toThrow(
      'VALIDATION_ERROR',
    );
    await moveOrderNow(t.app.deps, {
      orderId: id,
      to: 'shipped',
      actor: 'staff',
      note: 'left the warehouse',
      shipping: { shipping_company: 'PosLaju', tracking_number: 'PL123' },
    });
    const shipped = (await orderDetail(t, ana.token, order.id)).json().data;
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipping_company: 'PosLaju',
      tracking_number: 'PL123',
      member_actions: ['received'],
    });
    expect(shipped.events.at(-1)).toMatchObject({ status: 'shipped', actor: 'staff', note: 'left the warehouse' });

    const revenue = await platformBalance(t, 'mall_revenue', 'USDT');
    t.clock.set('2026-11-20T04:00:00Z');
    const received = await confirmReceipt(t, ana.token, order.id);
    expect(okData(received)).toMatchObject({
      status: 'received',
      received_at: '2026-11-20T04:00:00.000Z',
      exchange_until: '2026-12-04T04:00:00.000Z',
      error_until: '2026-12-20T04:00:00.000Z',
      member_actions: [],
    });
    expect(await platformBalance(t, 'mall_revenue', 'USDT')).toBe(revenue + 23n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
    expectRefusal(await cancelOrder(t, ana.token, order.id), 409, 'ORDER_STATUS_NOT_ALLOWED');
  });

  it('takes a pick-up order to the counter and confirms the pick-up', async () => {
    const ana = await shopperWithCart(pickupMug.variants[0]!);
    const res = await postCheckout(t, ana.token, { pay_type: 'cash', delivery: 'pickup' });
    const id = BigInt(res.json().data.id);
    await moveOrderNow(t.app.deps, { orderId: id, to: 'processing', actor: 'staff' });
    await expect(moveOrderNow(t.app.deps, { orderId: id, to: 'ready_to_ship', actor: 'staff' })).rejects.toThrow(
      'ORDER_STATUS_NOT_ALLOWED',
    );
    await moveOrderNow(t.app.deps, { orderId: id, to: 'ready_pickup', actor: 'staff' });
    expectRefusal(await cancelOrder(t, ana.token, String(id)), 409, 'ORDER_STATUS_NOT_ALLOWED');
    const done = await moveOrderNow(t.app.deps, { orderId: id, to: 'pickup_confirmed', actor: 'staff' });
    expect(done.status).toBe('pickup_confirmed');
    expect(done.received_at).not.toBeNull();
    expect(done.events.map((e) => e.status)).toEqual(['pending', 'processing', 'ready_pickup', 'pickup_confirmed']);
    expect(await escrowDifferences(t)).toEqual([]);
  });
});

describe('request windows', () => {
  it('allows an exchange for 14 days and an error report for 30 after receipt, and none before', async () => {
    const { assertOrderRequestWindow } = await import('./mall-orders.service');
    const receivedAt = new Date('2026-11-01T00:00:00Z');
    const received = { status: 'received' as const, received_at: receivedAt };
    const after = (days: number) => new Date(receivedAt.getTime() + days * DAY_MS);
    expect(() => assertOrderRequestWindow(received, 'exchange', after(14))).not.toThrow();
    expect(() => assertOrderRequestWindow(received, 'exchange', after(14.01))).toThrow('EXCHANGE_WINDOW_CLOSED');
    expect(() => assertOrderRequestWindow(received, 'error', after(30))).not.toThrow();
    expect(() => assertOrderRequestWindow(received, 'error', after(30.01))).toThrow('ERROR_WINDOW_CLOSED');
    expect(() => assertOrderRequestWindow({ status: 'shipped', received_at: null }, 'error', receivedAt)).toThrow(
      'ORDER_STATUS_NOT_ALLOWED',
    );
  });
});
