import { mallPaths, storePaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { expectRefusal, get, post } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { buyFromStore, createStoreOwner, createStoreProduct, storeStep } from './stores.testing';

/**
 * ORDER_REQUEST_OPEN on a store's order collected at the store: the pick-up opens the windows, one
 * request may be open at a time, and the store reads it on its order. Behind the service's check, the
 * database's partial unique index refuses a second open request of the same kind.
 */
describe('exchange and error requests on a store order', () => {
  const t = useTestApp({ auditedLedger: true });
  const staff = useStaff(t, { reviewer: 'compliance' });

  it('takes one open request at a time (ORDER_REQUEST_OPEN), which the store sees', async () => {
    const owner = await createStoreOwner(t, staff.reviewer);
    const product = await createStoreProduct(t, owner.token, { pickupAllowed: true });
    const { buyer, orderId } = await buyFromStore(t, product.variants[0]!.id, { delivery: 'pickup' });
    for (const status of ['processing', 'ready_pickup']) {
      expect((await storeStep(t, owner.token, { id: orderId, status })).statusCode).toBe(200);
    }
    expect((await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token })).statusCode).toBe(200);

    const ask = (kind: string) =>
      post(t, mallPaths.orderRequest, { id: orderId, kind, reason: 'The lid does not close' }, { token: buyer.token });
    const asked = await ask('exchange');
    expect(asked.statusCode, asked.body).toBe(200);
    expectRefusal(await ask('exchange'), 409, 'ORDER_REQUEST_OPEN');
    expectRefusal(await ask('error'), 409, 'ORDER_REQUEST_OPEN');

    const seen = (await get(t, storePaths.order, { token: owner.token, query: { id: orderId } })).json().data;
    expect(seen.requests).toEqual([expect.objectContaining({ kind: 'exchange', status: 'pending' })]);

    const second = t.db
      .insertInto('mall_order_requests')
      .values({
        order_id: BigInt(orderId),
        member_id: buyer.id,
        kind: 'exchange',
        reason: 'Again',
        created_at: new Date(),
      })
      .execute();
    await expect(second).rejects.toThrow(/mall_order_requests_open_key/);
  });
});
