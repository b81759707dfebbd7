import { adminStorePaths, storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, journalsWithKey } from '../../ledger/ledger.testing';
import { USDT, loginToken } from '../../test/factories';
import { post, staffPost } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { cancelOrder, escrowDifferences, platformBalance } from '../mall/mall.testing';
import { payDueStoreOrders } from './store-payouts';
import { buyFromStore, createStoreOwner, createStoreProduct, deliverStoreOrder, storeStep } from './stores.testing';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 14 * DAY_MS;

describe('store payouts', () => {
  const t = useTestApp({ auditedLedger: true, at: '2026-11-02T04:00:00Z' });
  const staff = useStaff(t, { reviewer: 'compliance', helpdesk: 'support' });
  let owner: Awaited<ReturnType<typeof createStoreOwner>>;
  let variantId: string;
  let pickupVariantId: string;

  const payouts = () => payDueStoreOrders(t.app.deps);
  const revenue = () => platformBalance(t, 'mall_revenue', 'USDT');
  const journalsOf = async (orderId: string) => (await journalsWithKey(t, `store_payout:${orderId}`)).length;

  beforeAll(async () => {
    owner = await createStoreOwner(t, staff.reviewer);
    variantId = (await createStoreProduct(t, owner.token, { priceUnits: 40, stock: 20 })).variants[0]!.id;
    pickupVariantId = (await createStoreProduct(t, owner.token, { priceUnits: 50, pickupAllowed: true })).variants[0]!
      .id;
  });

  it('staff with stores.review may start a run at once (nothing is due yet)', async () => {
    expect((await staffPost(t, staff.helpdesk, adminStorePaths.payoutRun)).statusCode).toBe(403);
    const run = await staffPost(t, staff.reviewer, adminStorePaths.payoutRun);
    expect(run.json().data).toEqual({ paid_orders: 0 });
  });

  it('pays a received order once its 14-day window has passed: the cash less 10% to the owner, 10% to revenue', async () => {
    const { buyer, orderId } = await buyFromStore(t, variantId);
    await deliverStoreOrder(t, owner.token, buyer.token, orderId);
    const before = { owner: await balanceOf(t, owner.id), revenue: await revenue() };

    expect(await payouts()).toBe(0);
    t.clock.advance(WINDOW_MS);
    expect(await payouts()).toBe(0); // the last moment an exchange may still be asked for
    t.clock.advance(1);
    expect(await payouts()).toBe(1);
    expect(await payouts()).toBe(0);

    expect(await balanceOf(t, owner.id)).toBe(before.owner + 36n * USDT);
    expect(await revenue()).toBe(before.revenue + 4n * USDT);
    expect(await journalsOf(orderId)).toBe(1);
    expect(await escrowDifferences(t)).toEqual([]);
    const row = await t.db
      .selectFrom('store_payouts')
      .selectAll()
      .where('order_id', '=', BigInt(orderId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      store_id: BigInt(owner.storeId),
      gross_usdt_micro: 40n * USDT,
      commission_bps: 1000,
      commission_micro: 4n * USDT,
      net_micro: 36n * USDT,
      voucher_micro: 0n,
    });
    expect(row.journal_id).not.toBeNull();
  });

  it('waits while an exchange or error request is open, and pays once it is answered', async () => {
    const { buyer, orderId } = await buyFromStore(t, variantId);
    await deliverStoreOrder(t, owner.token, buyer.token, orderId);
    const request = await t.db
      .insertInto('mall_order_requests')
      .values({
        order_id: BigInt(orderId),
        member_id: buyer.id,
        kind: 'error',
        reason: 'Box arrived crushed',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(WINDOW_MS + 1);
    expect(await payouts()).toBe(0);
    expect(await journalsOf(orderId)).toBe(0);
    await t.db
      .updateTable('mall_order_requests')
      .set({ status: 'rejected', staff_answer: 'Photo shows no damage', answered_at: t.clock.now() })
      .where('id', '=', request.id)
      .execute();
    expect(await payouts()).toBe(1);
    expect(await journalsOf(orderId)).toBe(1);
  });

  it('never pays a cancelled order (its refund emptied the escrow) nor one still on its way', async () => {
    const cancelled = await buyFromStore(t, variantId);
    expect((await cancelOrder(t, cancelled.buyer.token, cancelled.orderId)).statusCode).toBe(200);
    const shipped = await buyFromStore(t, variantId);
    await storeStep(t, owner.token, { id: shipped.orderId, status: 'processing' });
    t.clock.advance(WINDOW_MS + DAY_MS);
    expect(await payouts()).toBe(0);
    expect(await journalsOf(cancelled.orderId)).toBe(0);
    expect(await journalsOf(shipped.orderId)).toBe(0);
    expect(await balanceOf(t, cancelled.buyer.id)).toBe(100n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
  });

  it('pays a picked-up order at the commission set then; voucher points paid go to the mall’s revenue', async () => {
    await t.app.deps.settings.set('STORE_COMMISSION_BPS', '250', null);
    // Weeks have passed on the test clock since the owner signed in: a new session.
    owner.token = await loginToken(t, owner.username);
    const { buyer, orderId } = await buyFromStore(t, pickupVariantId, {
      delivery: 'pickup',
      body: { pay_type: 'cash_voucher', cash_amount: '30' },
      fundUnits: 30n,
      voucherUnits: 20n,
    });
    expect(await balanceOf(t, buyer.id)).toBe(0n);
    for (const status of ['processing', 'ready_pickup']) await storeStep(t, owner.token, { id: orderId, status });
    expect((await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token })).statusCode).toBe(200);
    const before = {
      owner: await balanceOf(t, owner.id),
      revenue: await revenue(),
      vouchers: await platformBalance(t, 'mall_revenue', 'VOUCHER'),
    };

    t.clock.advance(WINDOW_MS + 1);
    expect(await payouts()).toBe(1);

    // 30 USDT at 2.5%: 0.75 to revenue, 29.25 to the owner; the 20 voucher points to the mall's revenue.
    expect(await balanceOf(t, owner.id)).toBe(before.owner + 29_250_000n);
    expect(await revenue()).toBe(before.revenue + 750_000n);
    expect(await platformBalance(t, 'mall_revenue', 'VOUCHER')).toBe(before.vouchers + 20n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
    await t.app.deps.settings.set('STORE_COMMISSION_BPS', '1000', null);
  });
});
