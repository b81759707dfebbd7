import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger/ledger.testing';
import { USDT } from '../../test/factories';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { escrowDifferences } from '../mall/mall.testing';
import { payDueStoreOrders } from './store-payouts';
import { buyFromStore, createStoreOwner, createStoreProduct, deliverStoreOrder } from './stores.testing';

/**
 * Real concurrency needs real sessions, so this runs on PostgreSQL only (server-pg): payout runs started
 * side by side (the job on two servers, a staff request) pay every due order exactly once.
 */
describe('store payout races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });
  const staff = useStaff(t, { reviewer: 'compliance' });

  it('four payout runs at once pay each of three due orders once', async () => {
    const owner = await createStoreOwner(t, staff.reviewer);
    const variantId = (await createStoreProduct(t, owner.token, { priceUnits: 40 })).variants[0]!.id;
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { buyer, orderId } = await buyFromStore(t, variantId);
      await deliverStoreOrder(t, owner.token, buyer.token, orderId);
      orderIds.push(orderId);
    }
    const before = await balanceOf(t, owner.id);
    t.clock.advance(15 * 24 * 60 * 60 * 1000);

    const runs = await Promise.all(Array.from({ length: 4 }, () => payDueStoreOrders(t.app.deps)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await balanceOf(t, owner.id)).toBe(before + 3n * 36n * USDT);
    const journals = await t.db
      .selectFrom('journal')
      .select('business_key')
      .where(
        'business_key',
        'in',
        orderIds.map((id) => `store_payout:${id}`),
      )
      .execute();
    expect(journals).toHaveLength(3);
    expect(await escrowDifferences(t)).toEqual([]);
  }, 120_000);
});
