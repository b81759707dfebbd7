import { mallAdminPaths, mallPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../ledger/ledger.testing';
import { USDT, fund } from '../../test/factories';
import { call, post, staffPost } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditRows } from '../admin/admin.testing';
import { requestsOf } from './mall-admin.testing';
import {
  addToCart,
  addAddress,
  cancelOrder,
  confirmReceipt,
  createProduct,
  createShopper,
  escrowDifferences,
  placeOrder,
  postCheckout,
  stockOf,
} from '../mall/mall.testing';

const PARALLEL = 8;

/**
 * The mall back office's races on real concurrent sessions: requests for one order, answers to one
 * request, a staff cancellation against the member's, restocks against checkouts. Each ends with one
 * winner (or every restock counted) and the ledger audit clean.
 */
describe('mall back office races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });
  const { helpdesk, deskone: desk } = useStaff(t, { helpdesk: 'support', deskone: 'content' });

  async function paidOrder() {
    const member = await createShopper(t);
    await fund(t, member.id, 100n);
    const product = await createProduct(t, { priceUnits: 10n });
    const order = await placeOrder(t, member.token, product.variants[0]!);
    return { member, product, order };
  }

  it(`${PARALLEL} requests for one received order at once: exactly one is taken`, async () => {
    const { member, order } = await paidOrder();
    for (const body of [
      { status: 'processing' },
      { status: 'ready_to_ship' },
      { status: 'shipped', shipping_company: 'SF', tracking_number: 'SF1' },
    ]) {
      await staffPost(t, helpdesk, mallAdminPaths.orderStatus(order.id), body);
    }
    await confirmReceipt(t, member.token, order.id);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post(
          t,
          mallPaths.orderRequest,
          { id: order.id, kind: i % 2 ? 'error' : 'exchange', reason: `Reason ${i}` },
          { token: member.token },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().message, res.body).toBe('ORDER_REQUEST_OPEN');
    }
    const requests = await requestsOf(t, order.id);
    expect(requests).toHaveLength(1);

    const decisions = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        staffPost(t, helpdesk, mallAdminPaths.requestAnswer(String(requests[0]!.id)), {
          decision: i % 2 ? 'approved' : 'rejected',
          answer: `Answer ${i}`,
        }),
      ),
    );
    expect(decisions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of decisions.filter((r) => r.statusCode !== 200)) expect(res.json().message).toBe('STATE_CHANGED');
    expect((await auditRows(t, 'mall.request_answer')).filter((r) => r.target_id === order.id)).toHaveLength(1);
  });

  it('staff and the member cancelling one order at once refund it exactly once', async () => {
    const { member, product, order } = await paidOrder();
    expect(await balanceOf(t, member.id)).toBe(90n * USDT);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        i % 2
          ? cancelOrder(t, member.token, order.id)
          : staffPost(t, helpdesk, mallAdminPaths.orderStatus(order.id), { status: 'cancelled', reason: `Race ${i}` }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().message, res.body).toBe('ORDER_STATUS_NOT_ALLOWED');
    }
    expect(await balanceOf(t, member.id)).toBe(100n * USDT);
    expect(await stockOf(t, product.variants[0]!)).toBe(5);
    expect(await escrowDifferences(t)).toEqual([]);
  });

  it('restocks at the same time as checkouts of the last units lose no unit', async () => {
    const product = await createProduct(t, { priceUnits: 1n, variants: [{ label: 'One', stock: 2 }] });
    const variantId = product.variants[0]!;
    const buyers = [];
    for (let i = 0; i < PARALLEL / 2; i++) {
      const buyer = await createShopper(t);
      await fund(t, buyer.id, 10n);
      await addToCart(t, buyer.token, variantId);
      buyers.push({ token: buyer.token, addressId: await addAddress(t, buyer.token) });
    }
    const answers = await Promise.all([
      ...buyers.map((b) => postCheckout(t, b.token, { pay_type: 'cash', delivery: 'ship', address_id: b.addressId })),
      ...Array.from({ length: PARALLEL / 2 }, () =>
        call(t, 'POST', mallAdminPaths.variantRestock(variantId), { quantity: 1 }, { token: desk.token }),
      ),
    ]);
    const checkouts = answers.slice(0, buyers.length);
    const restocks = answers.slice(buyers.length);
    for (const res of restocks) expect(res.statusCode, res.body).toBe(200);
    const sold = checkouts.filter((r) => r.statusCode === 200).length;
    expect(sold).toBeGreaterThanOrEqual(2);
    expect(await stockOf(t, variantId)).toBe(2 + PARALLEL / 2 - sold);
    expect((await auditRows(t, 'mall.restock')).filter((r) => r.target_id === product.id)).toHaveLength(PARALLEL / 2);
  });
});
