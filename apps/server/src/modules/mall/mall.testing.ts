import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Mall, mallPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { SEC, USDT, createLoggedInMember } from '../../test/factories';
import { get, post, postKeyed } from '../../test/http';
import { makePng } from '../../lib/uploads.testing';

/** A category named in the given languages (English always). */
export async function createCategory(
  t: TestApp,
  names: Record<string, string> = {},
  status: 'active' | 'hidden' = 'active',
) {
  const row = await t.db
    .insertInto('mall_categories')
    .values({ names: JSON.stringify({ en: `Category ${randomUUID().slice(0, 6)}`, ...names }), status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductSpec {
  mall?: Mall;
  titles?: Record<string, string>;
  priceUnits?: bigint;
  shippingUnits?: bigint;
  categoryId?: bigint | null;
  pickupAllowed?: boolean;
  status?: 'active' | 'hidden';
  /** label → stock (and an optional price override in units). */
  variants?: Array<{ label: string; stock: number; priceUnits?: bigint }>;
  withImage?: boolean;
}

/** A product as the staff side will make it: texts, variants and optionally one stored image. */
export async function createProduct(t: TestApp, spec: ProductSpec = {}) {
  const product = await t.db
    .insertInto('mall_products')
    .values({
      mall: spec.mall ?? 'shop',
      store_id: null,
      category_id: spec.categoryId ?? null,
      price_micro: (spec.priceUnits ?? 10n) * USDT,
      shipping_fee_micro: (spec.shippingUnits ?? 0n) * USDT,
      pickup_allowed: spec.pickupAllowed ?? false,
      status: spec.status ?? 'active',
      created_by_staff_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const titles = spec.titles ?? { en: `Product ${randomUUID().slice(0, 6)}` };
  await t.db
    .insertInto('mall_product_texts')
    .values(
      Object.entries(titles).map(([language, title]) => ({
        product_id: product.id,
        language,
        title,
        description: `${title}!`,
      })),
    )
    .execute();
  const variants = [];
  for (const [sort, v] of (spec.variants ?? [{ label: 'Default', stock: 5 }]).entries()) {
    const row = await t.db
      .insertInto('mall_variants')
      .values({
        product_id: product.id,
        label: v.label,
        stock: v.stock,
        price_micro: v.priceUnits === undefined ? null : v.priceUnits * USDT,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    variants.push(String(row.id));
  }
  let imageId: string | null = null;
  if (spec.withImage) {
    const relative = `2026/11/${randomBytes(16).toString('hex')}.png`;
    fs.mkdirSync(path.join(t.dataDir, 'files', '2026', '11'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'files', relative), await makePng());
    const image = await t.db
      .insertInto('mall_product_images')
      .values({ product_id: product.id, file_path: relative, mime: 'image/png', size_bytes: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    imageId = String(image.id);
  }
  return { id: String(product.id), variants, imageId };
}

/** A signed-in member with a secondary password. */
export function createShopper(t: TestApp, language = 'en') {
  return createLoggedInMember(t, { secPassword: SEC, language });
}

export function addToCart(t: TestApp, token: string, variantId: string, quantity = 1) {
  return post(t, mallPaths.cartAdd, { variant_id: variantId, quantity }, { token });
}

export async function addAddress(t: TestApp, token: string, extra: Record<string, unknown> = {}) {
  const res = await post(
    t,
    mallPaths.addresses,
    {
      receiver: 'Ana Lim',
      phone: '60123456789',
      address: '1 Jalan Ampang',
      state: 'KL',
      postcode: '50450',
      country_id: 194,
      ...extra,
    },
    { token },
  );
  if (res.statusCode !== 200) throw new Error(`address: ${res.body}`);
  const list = res.json().data as Array<{ id: string }>;
  return list[list.length - 1]!.id;
}

export function postCheckout(t: TestApp, token: string, body: Record<string, unknown>, key?: string | null) {
  return postKeyed(t, mallPaths.checkout, token, { sec_password: SEC, ...body }, key);
}

/** A paid shop order of one unit of `variantId`, shipped to a new address. */
export async function placeOrder(t: TestApp, token: string, variantId: string, quantity = 1) {
  const added = await addToCart(t, token, variantId, quantity);
  if (added.statusCode !== 200) throw new Error(`cart: ${added.body}`);
  const addressId = await addAddress(t, token);
  const res = await postCheckout(t, token, { pay_type: 'cash', delivery: 'ship', address_id: addressId });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  return res.json().data as { id: string; status: string };
}

export function cancelOrder(t: TestApp, token: string, id: string, key?: string | null) {
  return postKeyed(t, mallPaths.cancelOrder, token, { id }, key);
}

export function confirmReceipt(t: TestApp, token: string, id: string, key?: string | null) {
  return postKeyed(t, mallPaths.confirmReceipt, token, { id }, key);
}

export function orderDetail(t: TestApp, token: string, id: string) {
  return get(t, mallPaths.order, { token, query: { id } });
}

export async function stockOf(t: TestApp, variantId: string) {
  const row = await t.db
    .selectFrom('mall_variants')
    .select('stock')
    .where('id', '=', BigInt(variantId))
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** A platform account's balance: the sum of its entries. */
export async function platformBalance(t: TestApp, kind: 'mall_escrow' | 'mall_revenue', asset: 'USDT' | 'VOUCHER') {
  const row = await t.db
    .selectFrom('entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount_micro'), eb.val('0')).as('total'))
    .where('a.member_id', 'is', null)
    .where('a.kind', '=', kind)
    .where('a.asset', '=', asset)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * The escrow's invariant: per asset, it holds exactly what open orders paid (paid, and neither refunded,
 * nor released to the platform's revenue, nor paid out to a store). Answers the differences found (none
 * when it holds). The stores' tests check the same invariant: a store's order leaves the escrow by payout.
 */
export async function escrowDifferences(t: TestApp) {
  const open = await t.db
    .selectFrom('mall_orders as o')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('o.paid_usdt_micro'), eb.val('0')).as('USDT'),
      eb.fn.coalesce(eb.fn.sum<string>('o.paid_voucher_micro'), eb.val('0')).as('VOUCHER'),
    ])
    .where('o.refund_journal_id', 'is', null)
    .where('o.release_journal_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('store_payouts as p').select('p.order_id').whereRef('p.order_id', '=', 'o.id'))),
    )
    .executeTakeFirstOrThrow();
  const differences: string[] = [];
  for (const asset of ['USDT', 'VOUCHER'] as const) {
    const held = await platformBalance(t, 'mall_escrow', asset);
    if (held !== BigInt(open[asset])) differences.push(`${asset} escrow ${held} != open orders ${open[asset]}`);
  }
  return differences;
}
