import { type Mall } from '@tandem/contracts';
import { type Transaction, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { pageRows } from '../../db/page-rows';

type Executor = Database | Transaction<DB>;

/**
 * A product's text in `language`, else in English, else in any language it has: a product is never
 * shown without a title because one translation is missing.
 */
function textIn(column: 'title' | 'description', language: string) {
  return sql<string>`coalesce(
    (select t.${sql.ref(column)} from mall_product_texts t where t.product_id = p.id
      order by (t.language = ${language}) desc, (t.language = 'en') desc, t.language limit 1), '')`;
}

/** The first image of the product (lowest sort, then oldest). */
const firstImageId = sql<bigint | null>`(select i.id from mall_product_images i where i.product_id = p.id
  order by i.sort, i.id limit 1)`;

/** The product's lowest price over its visible variants (a variant may override the product's price). */
const lowestPrice = sql<bigint>`coalesce((select min(coalesce(v.price_micro, p.price_micro)) from mall_variants v
  where v.product_id = p.id and v.status = 'active'), p.price_micro)`;

const inStock = sql<boolean>`exists (select 1 from mall_variants v
  where v.product_id = p.id and v.status = 'active' and v.stock > 0)`;

/** Products a member may see: active, in an active category or none. */
function visibleProducts(db: Executor) {
  return db
    .selectFrom('mall_products as p')
    .leftJoin('mall_categories as c', 'c.id', 'p.category_id')
    .where('p.status', '=', 'active')
    .where((eb) => eb.or([eb('p.category_id', 'is', null), eb('c.status', '=', 'active')]));
}

function cardColumns(language: string) {
  return [
    'p.id',
    'p.mall',
    'p.store_id',
    'p.category_id',
    'p.product_type',
    'p.shipping_fee_micro',
    'p.pickup_allowed',
    textIn('title', language).as('title'),
    lowestPrice.as('price_micro'),
    firstImageId.as('image_id'),
    inStock.as('in_stock'),
  ] as const;
}

export function findCategories(db: Executor) {
  return db
    .selectFrom('mall_categories')
    .select(['id', 'names', 'sort'])
    .where('status', '=', 'active')
    .orderBy('sort', 'desc')
    .orderBy('id')
    .execute();
}

/** A page of one mall's visible products, optionally of one category and matching a search in the title. */
export function findProducts(
  db: Executor,
  filter: { mall: Mall; categoryId?: bigint; search?: string; language: string },
  limit: number,
  offset: number,
) {
  let base = visibleProducts(db).where('p.mall', '=', filter.mall);
  if (filter.categoryId !== undefined) base = base.where('p.category_id', '=', filter.categoryId);
  if (filter.search) {
    base = base.where(
      sql<boolean>`position(${filter.search.toLowerCase()} in lower(${textIn('title', filter.language)})) > 0`,
    );
  }
  return pageRows(base, { limit, offset }, (page) =>
    page.select(cardColumns(filter.language)).orderBy('p.sort', 'desc').orderBy('p.id', 'desc'),
  );
}

export function findVisibleProduct(db: Executor, id: bigint, language: string) {
  return visibleProducts(db)
    .where('p.id', '=', id)
    .select([...cardColumns(language), textIn('description', language).as('description')])
    .executeTakeFirst();
}

export function findProductImages(db: Executor, productId: bigint) {
  return db
    .selectFrom('mall_product_images')
    .select(['id'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findVisibleVariants(db: Executor, productId: bigint) {
  return db
    .selectFrom('mall_variants as v')
    .innerJoin('mall_products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.label', 'v.stock', sql<bigint>`coalesce(v.price_micro, p.price_micro)`.as('price_micro')])
    .where('v.product_id', '=', productId)
    .where('v.status', '=', 'active')
    .orderBy('v.sort')
    .orderBy('v.id')
    .execute();
}

/** An image of a visible product: the catalogue's pictures are public, a hidden product's are not. */
export function findVisibleImagePath(db: Executor, imageId: bigint) {
  return visibleProducts(db)
    .innerJoin('mall_product_images as i', 'i.product_id', 'p.id')
    .select(['i.file_path'])
    .where('i.id', '=', imageId)
    .executeTakeFirst();
}

/**
 * A variant as a cart or checkout sees it: its product's mall, store and price, and whether it can be
 * sold now (variant and product active, category active or none). Titles are in `language`.
 */
export function findSellableVariants(db: Executor, variantIds: bigint[], language: string) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mall_variants as v')
    .innerJoin('mall_products as p', 'p.id', 'v.product_id')
    .leftJoin('mall_categories as c', 'c.id', 'p.category_id')
    .select([
      'v.id as variant_id',
      'v.label',
      'v.stock',
      'p.id as product_id',
      'p.mall',
      'p.store_id',
      'p.shipping_fee_micro',
      'p.pickup_allowed',
      sql<bigint>`coalesce(v.price_micro, p.price_micro)`.as('unit_price_micro'),
      textIn('title', language).as('title'),
      firstImageId.as('image_id'),
      sql<string | null>`(select i.file_path from mall_product_images i where i.product_id = p.id
        order by i.sort, i.id limit 1)`.as('image_path'),
      sql<boolean>`(v.status = 'active' and p.status = 'active' and (c.id is null or c.status = 'active'))`.as(
        'is_sellable',
      ),
    ])
    .where('v.id', 'in', variantIds)
    .execute();
}
