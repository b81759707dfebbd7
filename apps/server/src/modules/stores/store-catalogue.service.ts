import { type AdminProduct, type Page, STORE_PAGE_SIZE, type StoreProductInput, storePaths } from '@tandem/contracts';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import type { AuditActor } from '../../lib/principals';
import type { ImageUpload } from '../../lib/uploads';
import {
  addProductImage,
  createProduct,
  getProduct,
  readProductImage,
  removeProductImage,
  restockVariant,
} from '../mall-admin/mall-catalogue.service';
import { findImageStoreId, findProductStoreId, findStoreProductIds, findVariantStoreId } from './stores.repository';
import { type StoreDeps, requireActiveStore } from './stores.service';

/**
 * A store keeps its own products through the back office's catalogue service (one way to write a
 * product), after the check that the product is its own: another store's or the platform's answers
 * PRODUCT_NOT_FOUND, as a missing one does. The service audits each change with the request's actor.
 */

/** Where the store reads one of its pictures (the staff preview route is not the member's). */
const storeImageUrl = (imageId: string) => `${storePaths.productImage}?id=${imageId}`;

/**
 * A product as the store is answered it: the catalogue's answer with its pictures at the store's own
 * route, which shows them whatever the product's status (the public mall route hides a hidden
 * product's pictures, the staff route needs a staff session).
 */
function asStoreProduct(product: AdminProduct): AdminProduct {
  const images = product.images.map((image) => ({ ...image, url: storeImageUrl(image.id) }));
  return { ...product, images, image_url: images[0]?.url ?? null };
}

/**
 * Runs `change` (a read or a change of the catalogue service) on one of the store's own products and
 * answers the product as the store sees it; another store's, the platform's or a missing one answers
 * PRODUCT_NOT_FOUND.
 */
export async function withOwnProduct(
  deps: StoreDeps,
  memberId: bigint,
  productId: bigint,
  change: (productId: bigint) => Promise<AdminProduct>,
): Promise<AdminProduct> {
  const store = await requireActiveStore(deps, memberId);
  if ((await findProductStoreId(deps.db, productId)) !== store.id) throw new AppError('PRODUCT_NOT_FOUND');
  return asStoreProduct(await change(productId));
}

export async function listStoreProducts(deps: StoreDeps, memberId: bigint, page: number): Promise<Page<AdminProduct>> {
  const store = await requireActiveStore(deps, memberId);
  const ids = await readPage(
    page,
    STORE_PAGE_SIZE,
    (limit, offset) => findStoreProductIds(deps.db, store.id, limit, offset),
    (row) => row.id,
  );
  return { ...ids, list: await Promise.all(ids.list.map(async (id) => asStoreProduct(await getProduct(deps, id)))) };
}

/** A new product of the store, in the shop mall, created as the store's in one insert (decision 015). */
export async function createStoreProduct(
  deps: StoreDeps,
  memberId: bigint,
  input: StoreProductInput,
  actor: AuditActor,
) {
  const store = await requireActiveStore(deps, memberId);
  return asStoreProduct(await createProduct(deps, { ...input, mall: 'shop' }, actor, store.id));
}

export async function restockStoreVariant(
  deps: StoreDeps,
  memberId: bigint,
  variantId: bigint,
  quantity: number,
  actor: AuditActor,
) {
  const store = await requireActiveStore(deps, memberId);
  if ((await findVariantStoreId(deps.db, variantId)) !== store.id) throw new AppError('PRODUCT_NOT_FOUND');
  return asStoreProduct(await restockVariant(deps, variantId, quantity, actor));
}

// Pictures: the staff's limits and storage (mall-admin's addProductImage), for the store's own products only.

export const addStoreProductImage = (
  deps: StoreDeps,
  memberId: bigint,
  productId: bigint,
  image: ImageUpload,
  actor: AuditActor,
) => withOwnProduct(deps, memberId, productId, (own) => addProductImage(deps, own, image, actor));

/** Checks a picture belongs to one of the store's products (PRODUCT_NOT_FOUND otherwise, as a missing one). */
async function requireOwnImage(deps: StoreDeps, memberId: bigint, imageId: bigint) {
  const store = await requireActiveStore(deps, memberId);
  if ((await findImageStoreId(deps.db, imageId)) !== store.id) throw new AppError('PRODUCT_NOT_FOUND');
}

export async function removeStoreProductImage(deps: StoreDeps, memberId: bigint, imageId: bigint, actor: AuditActor) {
  await requireOwnImage(deps, memberId, imageId);
  return asStoreProduct(await removeProductImage(deps, imageId, actor));
}

export async function readStoreProductImage(deps: StoreDeps, memberId: bigint, imageId: bigint) {
  await requireOwnImage(deps, memberId, imageId);
  return readProductImage(deps, imageId);
}
