import { adminStorePaths, mallAdminPaths, mallPaths, storePaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePng, png } from '../../lib/uploads.testing';
import { call, expectRefusal, get, post, staffGet, staffPost, okData, fieldErrors } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { createProductAs, nineLanguageTexts } from '../mall-admin/mall-admin.testing';
import { createShopper } from '../mall/mall.testing';
import { auditActionsOf } from '../admin/admin.testing';
import {
  apply,
  buyFromStore,
  createStoreOwner,
  createStoreProduct,
  deliverStoreOrder,
  storeStep,
  uploadStoreImage,
} from './stores.testing';

describe('store applications and review', () => {
  const t = useTestApp({ auditedLedger: true });
  const staff = useStaff(t, { reviewer: 'compliance', helpdesk: 'support' });

  it('checks the form: coordinates in range, a logo, a business code', async () => {
    const member = await createShopper(t);
    const res = await apply(t, member.token, { latitude: '91', longitude: '-181', business_code: '#!' }, false);
    expect(fieldErrors(res)).toEqual({
      latitude: 'invalid',
      longitude: 'invalid',
      business_code: 'invalid',
      logo: 'required',
    });
    expect((await get(t, storePaths.mine, { token: member.token })).json().data).toBeNull();
  });

  it('takes one application at a time; staff reject it with a reason, the member applies again and is approved', async () => {
    const member = await createShopper(t);
    const first = await apply(t, member.token);
    expect(okData(first)).toMatchObject({ status: 'pending', shop_name: 'Ana’s Tea House', latitude: 3.1579 });
    expectRefusal(await apply(t, member.token), 409, 'STORE_APPLICATION_OPEN');
    expectRefusal(await get(t, storePaths.products, { token: member.token }), 403, 'STORE_NOT_APPROVED');
    const logo = await get(t, storePaths.logo, { token: member.token });
    expect(logo.headers['content-type']).toBe('image/png');

    const id = first.json().data.id as string;
    expect((await staffGet(t, staff.helpdesk, adminStorePaths.list)).statusCode).toBe(403);
    const pending = await staffGet(t, staff.reviewer, adminStorePaths.list, { status: 'pending' });
    expect(pending.json().data.list.map((s: { id: string }) => s.id)).toContain(id);
    expect((await staffGet(t, staff.reviewer, adminStorePaths.logo(id))).statusCode).toBe(200);

    const rejected = await staffPost(t, staff.reviewer, adminStorePaths.reject(id), { reason: 'Blurry logo' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Blurry logo', decided_by: 'reviewer' });
    expectRefusal(await staffPost(t, staff.reviewer, adminStorePaths.approve(id)), 409, 'STATE_CHANGED');
    expect((await get(t, storePaths.mine, { token: member.token })).json().data).toMatchObject({
      status: 'rejected',
      reason: 'Blurry logo',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target_type', '=', 'store')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'store.reject', reason: 'Blurry logo' }]);

    const second = await apply(t, member.token);
    expect(second.json().data.status).toBe('pending');
    const secondId = second.json().data.id as string;
    const approved = await staffPost(t, staff.reviewer, adminStorePaths.approve(secondId));
    expect(approved.json().data).toMatchObject({ status: 'approved', reason: null });
    expectRefusal(await apply(t, member.token), 409, 'STORE_APPLICATION_OPEN');
    expect((await get(t, storePaths.products, { token: member.token })).json().data.list).toEqual([]);
  });

  it('suspends an approved store (audited): its calls answer STORE_SUSPENDED', async () => {
    const owner = await createStoreOwner(t, staff.reviewer);
    expectRefusal(
      await staffPost(t, staff.reviewer, adminStorePaths.suspend(owner.storeId), {}),
      400,
      'VALIDATION_ERROR',
    );
    const suspended = await staffPost(t, staff.reviewer, adminStorePaths.suspend(owner.storeId), {
      reason: 'Counterfeit goods',
    });
    expect(suspended.json().data.status).toBe('suspended');
    expectRefusal(await get(t, storePaths.orders, { token: owner.token }), 403, 'STORE_SUSPENDED');
    expectRefusal(await apply(t, owner.token), 409, 'STORE_APPLICATION_OPEN');
    expect(await auditActionsOf(t, 'store', owner.storeId)).toEqual(['store.approve', 'store.suspend']);
    expectRefusal(await staffPost(t, staff.reviewer, adminStorePaths.approve('999999')), 404, 'NOT_FOUND');
  });
});

describe('a store’s products and orders', () => {
  const t = useTestApp({ auditedLedger: true });
  const staff = useStaff(t, { reviewer: 'compliance', catalogue: 'content', support: 'support' });
  let owner: Awaited<ReturnType<typeof createStoreOwner>>;
  let rival: Awaited<ReturnType<typeof createStoreOwner>>;

  beforeAll(async () => {
    owner = await createStoreOwner(t, staff.reviewer);
    rival = await createStoreOwner(t, staff.reviewer);
  });

  it('creates, edits, hides and restocks its own products in the shop mall, never another’s', async () => {
    const product = await createStoreProduct(t, owner.token, { stock: 3 });
    expect(product).toMatchObject({ store_id: owner.storeId, mall: 'shop' });
    // Created as the store's in one audited insert: the one record names the store, no later change.
    const created = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_type', '=', 'mall_product')
      .where('target_id', '=', product.id)
      .execute();
    expect(created.map((a) => a.action)).toEqual(['mall.product_create']);
    expect(created[0]!.after).toMatchObject({ mall: 'shop', store_id: owner.storeId });
    const variantId = product.variants[0]!.id;

    const restocked = await post(t, storePaths.variantRestock, { id: variantId, quantity: 4 }, { token: owner.token });
    expect(restocked.json().data.variants[0].stock).toBe(7);
    const edit = { id: product.id, price: '45', texts: nineLanguageTexts('Oolong'), shipping_fee: '1' };
    const edited = await post(t, storePaths.productUpdate, edit, { token: owner.token });
    expect(edited.json().data).toMatchObject({ price: '45.000000', title: 'Oolong (en)' });
    const hidden = await post(
      t,
      storePaths.productStatus,
      { id: product.id, status: 'hidden' },
      { token: owner.token },
    );
    expect(hidden.json().data.status).toBe('hidden');
    const list = await get(t, storePaths.products, { token: owner.token });
    expect(list.json().data.list.map((p: { id: string }) => p.id)).toEqual([product.id]);

    const platform = await createProductAs(t, staff.catalogue);
    for (const [token, id, variant] of [
      [rival.token, product.id, variantId],
      [owner.token, platform.id, platform.variants[0]!.id],
    ] as const) {
      expectRefusal(await post(t, storePaths.productUpdate, { ...edit, id }, { token }), 404, 'PRODUCT_NOT_FOUND');
      expectRefusal(
        await post(t, storePaths.productStatus, { id, status: 'active' }, { token }),
        404,
        'PRODUCT_NOT_FOUND',
      );
      expectRefusal(
        await post(t, storePaths.variantRestock, { id: variant, quantity: 1 }, { token }),
        404,
        'PRODUCT_NOT_FOUND',
      );
      expectRefusal(await get(t, storePaths.product, { token, query: { id } }), 404, 'PRODUCT_NOT_FOUND');
    }
    // The back office sees whose product it is.
    const staffView = await staffGet(t, staff.catalogue, mallAdminPaths.product(product.id));
    expect(staffView.json().data.store_id).toBe(owner.storeId);
  });

  it('adds and removes pictures of its own products only, shown to shoppers at the public image address', async () => {
    const product = await createStoreProduct(t, owner.token);
    const image = await makePng();
    const added = await uploadStoreImage(t, owner.token, product.id, [png('image', image)]);
    const picture = okData(added).images[0] as { id: string; url: string };
    // The store reads its pictures at its own route, whatever the product's status.
    expect(picture.url).toBe(`${storePaths.productImage}?id=${picture.id}`);
    expect(added.json().data.image_url).toBe(picture.url);
    const preview = await call(t, 'GET', picture.url, undefined, { token: owner.token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(
      (await get(t, storePaths.product, { token: owner.token, query: { id: product.id } })).json().data.images,
    ).toEqual([picture]);
    // A shopper sees it on the product's page, at the same public address as a staff picture.
    const shopper = await createShopper(t);
    const page = await get(t, mallPaths.product, { token: shopper.token, query: { id: product.id } });
    const shown = `${mallPaths.image(picture.id)}`;
    expect(okData(page).images).toEqual([{ id: picture.id, url: shown }]);
    expect((await call(t, 'GET', shown, undefined, {})).headers['content-type']).toBe('image/png');
    // Audited as the staff's pictures are.
    expect(await auditActionsOf(t, 'mall_product', product.id)).toContain('mall.image_add');

    // Same checks as staff uploads: a picture, of an image type.
    expect(fieldErrors(await uploadStoreImage(t, owner.token, product.id, []))).toEqual({ image: 'required' });
    const script = png('image', Buffer.from('<?php echo 1; ?>'));
    expectRefusal(await uploadStoreImage(t, owner.token, product.id, [script]), 415, 'FILE_TYPE_NOT_ALLOWED');

    // Another store's product or picture, or the platform's product: the catalogue's not-found.
    const platform = await createProductAs(t, staff.catalogue);
    expectRefusal(await uploadStoreImage(t, rival.token, product.id, [png('image', image)]), 404, 'PRODUCT_NOT_FOUND');
    expectRefusal(await uploadStoreImage(t, owner.token, platform.id, [png('image', image)]), 404, 'PRODUCT_NOT_FOUND');
    expectRefusal(await call(t, 'GET', picture.url, undefined, { token: rival.token }), 404, 'PRODUCT_NOT_FOUND');
    expectRefusal(
      await post(t, storePaths.productImageRemove, { id: picture.id }, { token: rival.token }),
      404,
      'PRODUCT_NOT_FOUND',
    );

    const removed = await post(t, storePaths.productImageRemove, { id: picture.id }, { token: owner.token });
    expect(okData(removed)).toMatchObject({ images: [], image_url: null });
    expectRefusal(await call(t, 'GET', picture.url, undefined, { token: owner.token }), 404, 'PRODUCT_NOT_FOUND');
  });

  it('sees the orders it sold, ships them through the transition table, and only its own', async () => {
    const product = await createStoreProduct(t, owner.token);
    const { buyer, orderId } = await buyFromStore(t, product.variants[0]!.id);

    const orders = await get(t, storePaths.orders, { token: owner.token, query: { status: 'pending' } });
    expect(orders.json().data.list.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(orders.json().data.list[0]).toMatchObject({ store_id: owner.storeId, store_actions: ['processing'] });
    const none = await get(t, storePaths.orders, { token: owner.token, query: { status: 'shipped' } });
    expect(none.json().data.total).toBe(0);
    expectRefusal(
      await get(t, storePaths.order, { token: rival.token, query: { id: orderId } }),
      404,
      'Order not found',
    );
    expectRefusal(await storeStep(t, rival.token, { id: orderId, status: 'processing' }), 404, 'Order not found');

    expectRefusal(
      await storeStep(t, owner.token, { id: orderId, status: 'ready_to_ship' }),
      409,
      'ORDER_STATUS_NOT_ALLOWED',
    );
    expectRefusal(await storeStep(t, owner.token, { id: orderId, status: 'shipped' }), 400, 'VALIDATION_ERROR');
    expectRefusal(
      await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token }),
      422,
      'ORDER_NO_READY_PICKUP',
    );
    await deliverStoreOrder(t, owner.token, buyer.token, orderId);
    const detail = await get(t, storePaths.order, { token: owner.token, query: { id: orderId } });
    expect(detail.json().data).toMatchObject({
      status: 'received',
      shipping_company: 'PosLaju',
      tracking_number: 'PL123456MY',
      store_actions: [],
    });
    expect(detail.json().data.events.map((e: { actor: string }) => e.actor)).toEqual([
      'member',
      'store',
      'store',
      'store',
      'member',
    ]);
  });

  it('shows staff one store’s products and orders by the store’s id, and no other’s', async () => {
    const product = await createStoreProduct(t, owner.token);
    const rivalProduct = await createStoreProduct(t, rival.token);
    const { orderId } = await buyFromStore(t, product.variants[0]!.id);
    const { orderId: rivalOrderId } = await buyFromStore(t, rivalProduct.variants[0]!.id);

    const storeOf = (rows: { store_id: string | null }[]) => [...new Set(rows.map((row) => row.store_id))];
    const products = okData(await staffGet(t, staff.catalogue, mallAdminPaths.products, { store: owner.storeId })) as {
      list: { id: string; store_id: string | null }[];
    };
    expect(storeOf(products.list)).toEqual([owner.storeId]);
    expect(products.list.map((row) => row.id)).toContain(product.id);
    expect(products.list.map((row) => row.id)).not.toContain(rivalProduct.id);

    const orders = okData(await staffGet(t, staff.support, mallAdminPaths.orders, { store: rival.storeId })) as {
      list: { id: string; store_id: string | null }[];
    };
    expect(storeOf(orders.list)).toEqual([rival.storeId]);
    expect(orders.list.map((row) => row.id)).toContain(rivalOrderId);
    expect(orders.list.map((row) => row.id)).not.toContain(orderId);

    expect(fieldErrors(await staffGet(t, staff.support, mallAdminPaths.orders, { store: 'x' }))).toEqual({
      store: 'invalid',
    });
  });

  it('marks a pick-up order ready and confirms the pick-up (ORDER_NO_READY_PICKUP before)', async () => {
    const product = await createStoreProduct(t, owner.token, { pickupAllowed: true });
    const { orderId } = await buyFromStore(t, product.variants[0]!.id, { delivery: 'pickup' });
    expectRefusal(
      await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token }),
      422,
      'ORDER_NO_READY_PICKUP',
    );
    expect((await storeStep(t, owner.token, { id: orderId, status: 'processing' })).statusCode).toBe(200);
    expectRefusal(
      await storeStep(t, owner.token, { id: orderId, status: 'ready_to_ship' }),
      409,
      'ORDER_STATUS_NOT_ALLOWED',
    );
    const ready = await storeStep(t, owner.token, { id: orderId, status: 'ready_pickup' });
    expect(ready.json().data).toMatchObject({ status: 'ready_pickup', store_actions: ['pickup_confirmed'] });
    expectRefusal(
      await post(t, storePaths.confirmPickup, { id: orderId }, { token: rival.token }),
      404,
      'Order not found',
    );
    const picked = await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token });
    expect(picked.json().data).toMatchObject({ status: 'pickup_confirmed' });
    expect(picked.json().data.received_at).not.toBeNull();
    expectRefusal(
      await post(t, storePaths.confirmPickup, { id: orderId }, { token: owner.token }),
      422,
      'ORDER_NO_READY_PICKUP',
    );
  });
});
