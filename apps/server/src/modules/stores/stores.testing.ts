import { randomUUID } from 'node:crypto';
import { adminStorePaths, storePaths } from '@tandem/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { type Session, call, post, staffPost, okData } from '../../test/http';
import { fund } from '../../test/factories';
import { type FilePart, makePng, multipart, png } from '../../lib/uploads.testing';
import { nineLanguageTexts } from '../mall-admin/mall-admin.testing';
import { addAddress, addToCart, confirmReceipt, createShopper, postCheckout } from '../mall/mall.testing';

export const applicationFields = {
  shop_name: 'Ana’s Tea House',
  category: 'Food and drink',
  business_code: 'MY-2026-0042',
  latitude: '3.1579',
  longitude: '101.7116',
};

/** Posts the application form: the text fields (overridable) and, unless told otherwise, a logo. */
export async function apply(t: TestApp, token: string, fields: Record<string, string> = {}, withLogo = true) {
  const form = multipart({ ...applicationFields, ...fields }, withLogo ? [png('logo', await makePng())] : []);
  return call(t, 'POST', storePaths.apply, form.payload, { token, headers: form.headers });
}

/** Posts a picture form for one of the store's products: its id and the files (none to test the refusal). */
export function uploadStoreImage(t: TestApp, token: string, productId: string, files: FilePart[]) {
  const form = multipart({ id: productId }, files);
  return call(t, 'POST', storePaths.productImages, form.payload, { token, headers: form.headers });
}

/** A member whose application the reviewer approved: their session and the store's id. */
export async function createStoreOwner(t: TestApp, reviewer: Session) {
  const owner = await createShopper(t);
  const applied = await apply(t, owner.token);
  const storeId = okData(applied).id as string;
  const approved = await staffPost(t, reviewer, adminStorePaths.approve(storeId));
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...owner, storeId };
}

/** A product of the owner's store, priced `priceUnits` USDT with free shipping and `stock` units. */
export async function createStoreProduct(
  t: TestApp,
  token: string,
  options: { priceUnits?: number; stock?: number; pickupAllowed?: boolean } = {},
) {
  const res = await post(
    t,
    storePaths.products,
    {
      price: String(options.priceUnits ?? 40),
      shipping_fee: '0',
      pickup_allowed: options.pickupAllowed ?? false,
      texts: nineLanguageTexts(`Store tea ${randomUUID().slice(0, 6)}`),
      variants: [{ label: 'Box', stock: options.stock ?? 10 }],
    },
    { token },
  );
  return okData(res) as {
    id: string;
    store_id: string;
    mall: string;
    variants: Array<{ id: string; stock: number }>;
  };
}

/**
 * A buyer with `fundUnits` USDT who checks out one unit of `variantId`: shipped to a new address, or
 * picked up; `body` adds to the checkout (pay type, cash amount).
 */
export async function buyFromStore(
  t: TestApp,
  variantId: string,
  options: {
    delivery?: 'ship' | 'pickup';
    fundUnits?: bigint;
    voucherUnits?: bigint;
    body?: Record<string, unknown>;
  } = {},
) {
  const buyer = await createShopper(t);
  await fund(t, buyer.id, options.fundUnits ?? 100n);
  if (options.voucherUnits) await fund(t, buyer.id, options.voucherUnits, 'point5');
  const added = await addToCart(t, buyer.token, variantId);
  expect(added.statusCode, added.body).toBe(200);
  const delivery = options.delivery ?? 'ship';
  const address = delivery === 'ship' ? { address_id: await addAddress(t, buyer.token) } : {};
  const res = await postCheckout(t, buyer.token, { pay_type: 'cash', delivery, ...address, ...options.body });
  return { buyer, orderId: okData(res).id as string };
}

/** The store's step on one of its orders. */
export function storeStep(t: TestApp, token: string, body: Record<string, unknown>) {
  return post(t, storePaths.orderStep, body, { token });
}

/** Ships the store's order to its buyer, who confirms receipt: the order is `received` at the clock's now. */
export async function deliverStoreOrder(t: TestApp, ownerToken: string, buyerToken: string, orderId: string) {
  for (const body of [
    { id: orderId, status: 'processing' },
    { id: orderId, status: 'ready_to_ship' },
    { id: orderId, status: 'shipped', shipping_company: 'PosLaju', tracking_number: 'PL123456MY' },
  ]) {
    const res = await storeStep(t, ownerToken, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const received = await confirmReceipt(t, buyerToken, orderId);
  expect(received.statusCode, received.body).toBe(200);
}
