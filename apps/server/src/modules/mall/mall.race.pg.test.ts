import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, journalsWithKey } from '../../ledger/ledger.testing';
import { USDT, fund } from '../../test/factories';
import { moveOrderNow } from './mall-orders.service';
import {
  addAddress,
  addToCart,
  cancelOrder,
  createProduct,
  createShopper,
  escrowDifferences,
  placeOrder,
  postCheckout,
  stockOf,
} from './mall.testing';

/**
 * Real concurrency needs real sessions: PGlite runs one request at a time, so these run only on
 * PostgreSQL (the server-pg project). The ledger audit runs after the block (auditedLedger).
 */
describe('mall races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });

  it('the last unit bought by two members at once: exactly one order, the other NO_PRODUCT_MATCH', async () => {
    for (let round = 0; round < 5; round++) {
      const last = await createProduct(t, { priceUnits: 10n, variants: [{ label: 'One', stock: 1 }] });
      const buyers = [];
      for (let i = 0; i < 2; i++) {
        const buyer = await createShopper(t);
        await fund(t, buyer.id, 50n);
        expect((await addToCart(t, buyer.token, last.variants[0]!)).statusCode).toBe(200);
        buyers.push({ ...buyer, addressId: await addAddress(t, buyer.token) });
      }
      const results = await Promise.all(
        buyers.map((b) => postCheckout(t, b.token, { pay_type: 'cash', delivery: 'ship', address_id: b.addressId })),
      );
      const outcomes = results.map((r) => `${r.statusCode} ${r.json().message}`).sort();
      expect(outcomes).toEqual(['200 OK', '409 NO_PRODUCT_MATCH']);
      expect(await stockOf(t, last.variants[0]!)).toBe(0);
      const paid = await Promise.all(buyers.map((b) => balanceOf(t, b.id)));
      expect(paid.sort()).toEqual([40n * USDT, 50n * USDT]);
      const orders = await t.db
        .selectFrom('mall_order_items')
        .select('order_id')
        .where('variant_id', '=', BigInt(last.variants[0]!))
        .execute();
      expect(orders).toHaveLength(1);
    }
    expect(await escrowDifferences(t)).toEqual([]);
  }, 60_000);

  it('ten buyers for three units: three orders, stock never below zero', async () => {
    const scarce = await createProduct(t, { priceUnits: 5n, variants: [{ label: 'One', stock: 3 }] });
    const buyers = [];
    for (let i = 0; i < 10; i++) {
      const buyer = await createShopper(t);
      await fund(t, buyer.id, 20n);
      await addToCart(t, buyer.token, scarce.variants[0]!);
      buyers.push({ ...buyer, addressId: await addAddress(t, buyer.token) });
    }
    const results = await Promise.all(
      buyers.map((b) => postCheckout(t, b.token, { pay_type: 'cash', delivery: 'ship', address_id: b.addressId })),
    );
    const outcomes = results.map((r) => `${r.statusCode} ${r.json().message}`);
    expect(outcomes.filter((o) => o === '200 OK')).toHaveLength(3);
    expect(outcomes.filter((o) => o === '409 NO_PRODUCT_MATCH')).toHaveLength(7);
    expect(await stockOf(t, scarce.variants[0]!)).toBe(0);
    expect(await escrowDifferences(t)).toEqual([]);
  }, 60_000);

  it('cancel twice at once (two keys, and the member against staff): one refund, one restock', async () => {
    const item = await createProduct(t, { priceUnits: 10n, variants: [{ label: 'One', stock: 10 }] });
    const ana = await createShopper(t);
    await fund(t, ana.id, 100n);
    for (let round = 0; round < 3; round++) {
      const order = await placeOrder(t, ana.token, item.variants[0]!);
      const stock = await stockOf(t, item.variants[0]!);
      const balance = await balanceOf(t, ana.id);
      const results = await Promise.allSettled([
        cancelOrder(t, ana.token, order.id),
        cancelOrder(t, ana.token, order.id),
        moveOrderNow(t.app.deps, { orderId: BigInt(order.id), to: 'cancelled', actor: 'staff' }),
      ]);
      const [first, second, staff] = results;
      const answers = [first, second].map((r) =>
        r.status === 'fulfilled' ? `${r.value.statusCode} ${r.value.json().message}` : 'threw',
      );
      const wins = answers.filter((a) => a === '200 OK').length + (staff.status === 'fulfilled' ? 1 : 0);
      expect(wins).toBe(1);
      expect(answers.filter((a) => a !== '200 OK').every((a) => a === '409 ORDER_STATUS_NOT_ALLOWED')).toBe(true);
      if (staff.status === 'rejected') expect(String(staff.reason)).toContain('ORDER_STATUS_NOT_ALLOWED');
      expect(await balanceOf(t, ana.id)).toBe(balance + 10n * USDT);
      expect(await stockOf(t, item.variants[0]!)).toBe(stock + 1);
      expect(await journalsWithKey(t, `mall_refund:${order.id}`)).toHaveLength(1);
    }
    expect(await escrowDifferences(t)).toEqual([]);
  }, 60_000);
});
