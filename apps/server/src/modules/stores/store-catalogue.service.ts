import { type AdminProduct, type Page, STORE_PAGE_SIZE, type StoreProductInput } from '@tandem/contracts';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import type { AuditActor } from '../../lib/principals';
import { createProduct, getProduct, restockVariant } from '../mall-admin/mall-catalogue.service';
import { findProductStoreId, findStoreProductIds, findVariantStoreId } from './stores.repository';
import { type StoreDeps, requireActiveStore } from './stores.service';

/**
 * A store keeps its own products through the back office's catalogue service (one way to write a
 * product), after the check that the product is its own: another store's or the platform's answers
 * PRODUCT_NOT_FOUND, as a missing one does. The service audits each change with the request's actor.
 */

/**
 * Runs `change` (a read or a change of the catalogue service) on one of the store's own products;
 * another store's, the platform's or a missing one answers PRODUCT_NOT_FOUND.
 */
export async function withOwnProduct<T>(
  deps: StoreDeps,
  memberId: bigint,
  productId: bigint,
  change: (productId: bigint) => Promise<T>,
): Promise<T> {
  const store = await requireActiveStore(deps, memberId);
  if ((await findProductStoreId(deps.db, productId)) !== store.id) throw new AppError('PRODUCT_NOT_FOUND');
  return change(productId);
}

export async function listStoreProducts(deps: StoreDeps, memberId: bigint, page: number): Promise<Page<AdminProduct>> {
  const store = await requireActiveStore(deps, memberId);
  const ids = await readPage(
    page,
    STORE_PAGE_SIZE,
    (limit, offset) => findStoreProductIds(deps.db, store.id, limit, offset),
    (row) => row.id,
  );
  return { ...ids, list: await Promise.all(ids.list.map((id) => getProduct(deps, id))) };
}

/** A new product of the store, in the shop mall, created as the store's in one insert (decision 015). */
export async function createStoreProduct(
  deps: StoreDeps,
  memberId: bigint,
  input: StoreProductInput,
  actor: AuditActor,
) {
  const store = await requireActiveStore(deps, memberId);
  return createProduct(deps, { ...input, mall: 'shop' }, actor, store.id);
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
  return restockVariant(deps, variantId, quantity, actor);
}
