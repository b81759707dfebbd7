import { type Language, type ProductInput, languages, mallAdminPaths } from '@tandem/contracts';
import type { TestApp } from '../../test/build-test-app';
import { type Session, call, staffPost, okData } from '../../test/http';
import { type FilePart, multipart } from '../../lib/uploads.testing';

/** A title (and description) in every one of the nine languages: `${title} (zh)`, … */
export function nineLanguageTexts(title: string) {
  return Object.fromEntries(
    languages.map((l) => [l, { title: `${title} (${l})`, description: `About ${title} in ${l}` }]),
  ) as Record<Language, { title: string; description: string }>;
}

/** A product through the back office (shop, 12.5, one variant "M" with 5 units unless told), answered as created. */
export async function createProductAs(t: TestApp, staff: Session, overrides: Partial<ProductInput> = {}) {
  const res = await staffPost(t, staff, mallAdminPaths.products, {
    mall: 'shop',
    price: '12.5',
    shipping_fee: '2',
    texts: nineLanguageTexts('Tea cup'),
    variants: [{ label: 'M', stock: 5 }],
    ...overrides,
  });
  return okData(res) as {
    id: string;
    title: string;
    stock: number;
    variants: Array<{ id: string; label: string; stock: number; price: string | null }>;
    images: Array<{ id: string; url: string }>;
    texts: Record<string, { title: string; description: string }>;
  };
}

/** Posts the files as the product-picture form. */
export function uploadProductImage(t: TestApp, staff: { token: string }, productId: string, files: FilePart[]) {
  const form = multipart({}, files);
  return call(t, 'POST', mallAdminPaths.productImages(productId), form.payload, {
    token: staff.token,
    headers: form.headers,
  });
}

/** The requests stored for an order, oldest first. */
export function requestsOf(t: TestApp, orderId: string) {
  return t.db
    .selectFrom('mall_order_requests')
    .select(['id', 'kind', 'status'])
    .where('order_id', '=', BigInt(orderId))
    .orderBy('id')
    .execute();
}
