import {
  MALL_PAGE_SIZE,
  type MallCategory,
  type Page,
  type ProductCard,
  type ProductDetail,
  type ProductsQuery,
  formatMicro,
  mallPaths,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readPage } from '../../lib/paging';
import { readStoredImage } from '../../lib/uploads';
import {
  findCategories,
  findProductImages,
  findProducts,
  findVisibleImagePath,
  findVisibleProduct,
  findVisibleVariants,
} from './mall-catalogue.repository';

/** The public URL of a product image, or null. */
export function productImageUrl(imageId: bigint | null | undefined): string | null {
  return imageId ? mallPaths.image(String(imageId)) : null;
}

/** A category's name in `language`, else English (always present), else any. */
export function categoryNameIn(names: unknown, language: string): string {
  const byLanguage = (names ?? {}) as Record<string, string | undefined>;
  return byLanguage[language] || byLanguage.en || Object.values(byLanguage).find(Boolean) || '';
}

export async function listCategories(deps: Deps, language: string): Promise<MallCategory[]> {
  const rows = await findCategories(deps.db);
  return rows.map((row) => ({ id: String(row.id), name: categoryNameIn(row.names, language), sort: row.sort }));
}

type CardRow = NonNullable<Awaited<ReturnType<typeof findVisibleProduct>>>;

/** Where a product belongs, the same on every screen that shows one: its mall, store, category and type. */
export function productPlacement(row: Pick<CardRow, 'id' | 'mall' | 'store_id' | 'category_id' | 'product_type'>) {
  return {
    id: String(row.id),
    mall: row.mall,
    store_id: row.store_id === null ? null : String(row.store_id),
    category_id: row.category_id === null ? null : String(row.category_id),
    product_type: row.product_type,
  };
}

function toCard(row: Omit<CardRow, 'description'>): ProductCard {
  return {
    ...productPlacement(row),
    title: row.title,
    price: formatMicro(BigInt(row.price_micro)),
    shipping_fee: formatMicro(row.shipping_fee_micro),
    image_url: productImageUrl(row.image_id),
    in_stock: row.in_stock,
  };
}

export function listProducts(deps: Deps, language: string, query: ProductsQuery): Promise<Page<ProductCard>> {
  const filter = {
    mall: query.mall,
    language,
    ...(query.category_id ? { categoryId: BigInt(query.category_id) } : {}),
    ...(query.q ? { search: query.q } : {}),
  };
  return readPage(query.page, MALL_PAGE_SIZE, (limit, offset) => findProducts(deps.db, filter, limit, offset), toCard);
}

export async function getProduct(deps: Deps, language: string, id: bigint): Promise<ProductDetail> {
  const row = await findVisibleProduct(deps.db, id, language);
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const [images, variants] = await Promise.all([findProductImages(deps.db, id), findVisibleVariants(deps.db, id)]);
  return {
    ...toCard(row),
    description: row.description,
    pickup_allowed: row.pickup_allowed,
    images: images.map((image) => ({ id: String(image.id), url: productImageUrl(image.id)! })),
    variants: variants.map((v) => ({
      id: String(v.id),
      label: v.label,
      price: formatMicro(BigInt(v.price_micro)),
      stock: v.stock,
    })),
  };
}

/** The bytes of a visible product's image. */
export async function getProductImage(deps: Deps, imageId: bigint) {
  const row = await findVisibleImagePath(deps.db, imageId);
  return readStoredImage(deps, row?.file_path);
}
