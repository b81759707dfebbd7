import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageRows } from '../../db/page-rows';
import type { DB } from '../../db/schema';
import type {
  MallCategoriesTable,
  MallProductTextsTable,
  MallProductsTable,
  MallVariantsTable,
  MallVisibility,
} from '../../db/schema-mall';

type Executor = Database | Transaction<DB>;

// Categories

export function findCategories(db: Executor) {
  return db
    .selectFrom('mall_categories as c')
    .select(['c.id', 'c.names', 'c.status', 'c.sort', 'c.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('mall_products as p')
        .whereRef('p.category_id', '=', 'c.id')
        .select(eb.fn.countAll<string>().as('n'))
        .as('product_count'),
    )
    .orderBy('c.sort', 'desc')
    .orderBy('c.id')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];

export function findCategory(db: Executor, id: bigint, lock = false) {
  const query = db.selectFrom('mall_categories').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertCategory(db: Executor, values: Insertable<MallCategoriesTable>) {
  const row = await db.insertInto('mall_categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: Executor, id: bigint, values: Updateable<MallCategoriesTable>) {
  await db.updateTable('mall_categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: Executor, id: bigint) {
  await db.deleteFrom('mall_categories').where('id', '=', id).execute();
}

export async function countCategoryProducts(db: Executor, id: bigint) {
  const row = await db
    .selectFrom('mall_products')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('category_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Products

export interface AdminProductFilter {
  mall?: 'shop' | 'voucher';
  categoryId?: bigint;
  status?: MallVisibility;
  /** Part of the title in any language. */
  q?: string;
  storeId?: bigint;
}

/** Products with their English title: the lists' tables, before they select. */
function productBase(db: Executor) {
  return db
    .selectFrom('mall_products as p')
    .leftJoin('mall_product_texts as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.language', '=', 'en'));
}

/** What the list and the detail show of a product: its columns, English title, stock and first picture. */
function selectProduct(base: ReturnType<typeof productBase>) {
  return base
    .select([
      'p.id',
      'p.mall',
      'p.store_id',
      'p.category_id',
      'p.product_type',
      'p.price_micro',
      'p.shipping_fee_micro',
      'p.pickup_allowed',
      'p.status',
      'p.sort',
      'p.created_at',
      'p.updated_at',
      't.title',
    ])
    .select((eb) => [
      eb
        .selectFrom('mall_variants as v')
        .whereRef('v.product_id', '=', 'p.id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<string>('v.stock'), inner.lit(0)).as('n'))
        .as('stock'),
      eb
        .selectFrom('mall_product_images as i')
        .whereRef('i.product_id', '=', 'p.id')
        .select('i.id')
        .orderBy('i.sort')
        .orderBy('i.id')
        .limit(1)
        .as('first_image_id'),
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProduct>['execute']>>[number];

function filtered(db: Executor, filter: AdminProductFilter) {
  let query = productBase(db);
  if (filter.mall) query = query.where('p.mall', '=', filter.mall);
  if (filter.categoryId) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.storeId) query = query.where('p.store_id', '=', filter.storeId);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('mall_product_texts as s')
          .select('s.product_id')
          .whereRef('s.product_id', '=', 'p.id')
          .where((eb) => eb(eb.fn('lower', ['s.title']), 'like', pattern)),
      ),
    );
  }
  return query;
}

export function findProducts(db: Executor, filter: AdminProductFilter, limit: number, offset: number) {
  return pageRows(filtered(db, filter), { limit, offset }, (base) =>
    selectProduct(base).orderBy('p.sort', 'desc').orderBy('p.id', 'desc'),
  );
}

export function findProduct(db: Executor, id: bigint) {
  return selectProduct(productBase(db)).where('p.id', '=', id).executeTakeFirst();
}

/** The product row alone, locked for a change. */
export function lockProduct(db: Executor, id: bigint) {
  return db.selectFrom('mall_products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertProduct(db: Executor, values: Insertable<MallProductsTable>) {
  const row = await db.insertInto('mall_products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Executor, id: bigint, values: Updateable<MallProductsTable>) {
  await db.updateTable('mall_products').set(values).where('id', '=', id).execute();
}

export async function deleteProduct(db: Executor, id: bigint) {
  await db.deleteFrom('mall_product_texts').where('product_id', '=', id).execute();
  await db.deleteFrom('mall_product_images').where('product_id', '=', id).execute();
  await db.deleteFrom('mall_variants').where('product_id', '=', id).execute();
  await db.deleteFrom('mall_products').where('id', '=', id).execute();
}

export async function isProductOrdered(db: Executor, id: bigint) {
  const row = await db
    .selectFrom('mall_order_items')
    .select('id')
    .where('product_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Variants in someone's cart go with a deleted product: the cart lines first. */
export async function deleteCartLinesOfProduct(db: Executor, id: bigint) {
  await db
    .deleteFrom('mall_cart_items')
    .where('variant_id', 'in', (eb) => eb.selectFrom('mall_variants').select('id').where('product_id', '=', id))
    .execute();
}

export function findProductTexts(db: Executor, id: bigint) {
  return db
    .selectFrom('mall_product_texts')
    .select(['language', 'title', 'description'])
    .where('product_id', '=', id)
    .execute();
}

/** Replaces every text of the product with `texts` (the languages it has). */
export async function replaceProductTexts(db: Executor, id: bigint, texts: Insertable<MallProductTextsTable>[]) {
  await db.deleteFrom('mall_product_texts').where('product_id', '=', id).execute();
  if (texts.length > 0) await db.insertInto('mall_product_texts').values(texts).execute();
}

// Images

export function findProductImages(db: Executor, productId: bigint) {
  return db
    .selectFrom('mall_product_images')
    .select(['id', 'file_path', 'mime', 'size_bytes'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findImage(db: Executor, id: bigint) {
  return db.selectFrom('mall_product_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertImage(
  db: Executor,
  values: { product_id: bigint; file_path: string; mime: string; size_bytes: number; sort: number },
) {
  const row = await db.insertInto('mall_product_images').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteImage(db: Executor, id: bigint) {
  await db.deleteFrom('mall_product_images').where('id', '=', id).execute();
}

// Variants

export function findVariants(db: Executor, productId: bigint) {
  return db
    .selectFrom('mall_variants')
    .select(['id', 'label', 'price_micro', 'stock', 'status', 'sort'])
    .where('product_id', '=', productId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findVariant(db: Executor, id: bigint, lock = false) {
  const query = db.selectFrom('mall_variants').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertVariants(db: Executor, rows: Insertable<MallVariantsTable>[]) {
  const ids = await db.insertInto('mall_variants').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

export async function updateVariant(db: Executor, id: bigint, values: Updateable<MallVariantsTable>) {
  await db.updateTable('mall_variants').set(values).where('id', '=', id).execute();
}

/**
 * Adds units in one statement relative to the stock as it is at commit, so a restock never undoes a
 * checkout that took units meanwhile (and the reverse). Answers the stock after.
 */
export async function addStock(db: Executor, id: bigint, quantity: number, at: Date) {
  const row = await db
    .updateTable('mall_variants')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: at }))
    .where('id', '=', id)
    .returning('stock')
    .executeTakeFirst();
  return row?.stock;
}
