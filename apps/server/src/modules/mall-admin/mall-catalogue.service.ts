import {
  type AdminCategory,
  type AdminProduct,
  type AdminProductSummary,
  type CategoryInput,
  type Language,
  type NewVariantInput,
  PRODUCT_IMAGES_MAX,
  type ProductEditInput,
  type ProductInput,
  type ProductTexts,
  type VariantEditInput,
  formatMicro,
  languages,
  mallAdminPaths,
  parseMoneyToMicro,
} from '@tandem/contracts';
import type { Trx } from '../../db/transaction';
import type { MallVisibility } from '../../db/schema-mall';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { adminList } from '../../lib/paged-lists';
import type { AuditActor } from '../../lib/principals';
import { type ImageUpload, discardPrivateFiles, readStoredImage, withStoredUploads } from '../../lib/uploads';
import { auditedChange, recordAuditAs } from '../audit/audit.service';
import { productPlacement } from '../mall/mall-catalogue.service';
import {
  type CategoryRow,
  type ProductRow,
  addStock,
  countCategoryProducts,
  deleteCartLinesOfProduct,
  deleteCategory,
  deleteImage,
  deleteProduct,
  findCategories,
  findCategory,
  findImage,
  findProduct,
  findProductImages,
  findProductTexts,
  findProducts,
  findVariant,
  findVariants,
  insertCategory,
  insertImage,
  insertProduct,
  insertVariants,
  isProductOrdered,
  lockProduct,
  replaceProductTexts,
  updateCategory,
  updateProduct,
  updateVariant,
} from './mall-catalogue.repository';

/**
 * The mall's catalogue as the content desk keeps it: categories, products with their texts in the
 * nine languages, pictures, variants and their stock. Every change is audited in its transaction.
 */
export type CatalogueDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** A decimal the contract already checked ("12.5", "0"), in micro units of the mall's asset. */
const micro = (text: string) => parseMoneyToMicro(text) ?? 0n;
const optionalMicro = (text: string | null | undefined) => (text ? micro(text) : null);

// Categories

/** The names as stored: the languages that have one. */
function namesOf(input: CategoryInput['names']): Partial<Record<Language, string>> {
  return Object.fromEntries(languages.flatMap((l) => (input[l] ? [[l, input[l]]] : [])));
}

function toCategory(row: CategoryRow): AdminCategory {
  return {
    id: String(row.id),
    names: row.names as Record<string, string>,
    status: row.status,
    sort: row.sort,
    product_count: Number(row.product_count ?? 0),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listCategories(deps: CatalogueDeps) {
  return (await findCategories(deps.db)).map(toCategory);
}

async function getCategory(deps: CatalogueDeps, id: bigint) {
  const category = (await listCategories(deps)).find((c) => c.id === String(id));
  if (!category) throw new AppError('NOT_FOUND');
  return category;
}

const categoryView = (c: { names: unknown; status: string; sort: number }) => ({
  names: c.names,
  status: c.status,
  sort: c.sort,
});

export async function createCategory(deps: CatalogueDeps, input: CategoryInput, actor: AuditActor) {
  const values = { names: namesOf(input.names), status: input.status, sort: input.sort };
  const id = await auditedChange(deps, actor, 'mall.category_create', async (trx, at) => ({
    targetType: 'mall_category',
    targetId: await insertCategory(trx, {
      ...values,
      names: JSON.stringify(values.names),
      created_at: at,
      updated_at: at,
    }),
    after: categoryView(values),
  }));
  return getCategory(deps, id);
}

export async function editCategory(deps: CatalogueDeps, id: bigint, input: CategoryInput, actor: AuditActor) {
  const values = { names: namesOf(input.names), status: input.status, sort: input.sort };
  await auditedChange(deps, actor, 'mall.category_update', async (trx, at) => {
    const before = await findCategory(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    await updateCategory(trx, id, { ...values, names: JSON.stringify(values.names), updated_at: at });
    return { targetType: 'mall_category', targetId: id, before: categoryView(before), after: categoryView(values) };
  });
  return getCategory(deps, id);
}

/** Only an empty category goes; one with products answers MALL_CATEGORY_IN_USE (move them, or hide it). */
export async function removeCategory(deps: CatalogueDeps, id: bigint, actor: AuditActor) {
  await auditedChange(deps, actor, 'mall.category_delete', async (trx) => {
    const before = await findCategory(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    if ((await countCategoryProducts(trx, id)) > 0) throw new AppError('MALL_CATEGORY_IN_USE');
    await deleteCategory(trx, id);
    return { targetType: 'mall_category', targetId: id, before: categoryView(before) };
  });
  return { id: String(id) };
}

// Products

function toProductSummary(row: ProductRow): AdminProductSummary {
  return {
    ...productPlacement(row),
    title: row.title ?? '',
    price: formatMicro(row.price_micro),
    shipping_fee: formatMicro(row.shipping_fee_micro),
    pickup_allowed: row.pickup_allowed,
    status: row.status,
    sort: row.sort,
    stock: Number(row.stock ?? 0),
    image_url: row.first_image_id ? mallAdminPaths.productImage(String(row.first_image_id)) : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const listProducts = adminList(findProducts, toProductSummary);

export async function getProduct(deps: CatalogueDeps, id: bigint): Promise<AdminProduct> {
  const row = await findProduct(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [texts, images, variants, isOrdered] = await Promise.all([
    findProductTexts(deps.db, id),
    findProductImages(deps.db, id),
    findVariants(deps.db, id),
    isProductOrdered(deps.db, id),
  ]);
  return {
    ...toProductSummary(row),
    texts: Object.fromEntries(texts.map((t) => [t.language, { title: t.title, description: t.description }])),
    images: images.map((i) => ({ id: String(i.id), url: mallAdminPaths.productImage(String(i.id)) })),
    variants: variants.map((v) => ({
      id: String(v.id),
      label: v.label,
      price: v.price_micro === null ? null : formatMicro(v.price_micro),
      stock: v.stock,
      status: v.status,
      sort: v.sort,
    })),
    is_ordered: isOrdered,
  };
}

/** The languages that have a title; a language without one shows the English text. */
function textRows(productId: bigint, texts: ProductTexts) {
  return languages.flatMap((language) => {
    const text = texts[language];
    return text?.title
      ? [{ product_id: productId, language, title: text.title, description: text.description ?? '' }]
      : [];
  });
}

/** The product's own columns from the form (the mall is set once, at creation). */
function productValues(input: ProductEditInput, at: Date) {
  return {
    category_id: input.category_id === null ? null : BigInt(input.category_id),
    product_type: input.product_type,
    price_micro: micro(input.price),
    shipping_fee_micro: micro(input.shipping_fee),
    pickup_allowed: input.pickup_allowed,
    sort: input.sort,
    updated_at: at,
  };
}

/** What the audit log keeps of a product: its columns and its English title. */
function productView(values: ReturnType<typeof productValues>, texts: ProductTexts) {
  const { updated_at: _at, ...columns } = values;
  return { ...columns, title_en: texts.en.title };
}

async function checkCategory(trx: Trx, categoryId: string | null) {
  if (categoryId !== null && !(await findCategory(trx, BigInt(categoryId)))) {
    throw AppError.fields({ category_id: 'invalid' });
  }
}

function variantRows(productId: bigint, variants: NewVariantInput[], at: Date) {
  return variants.map((v) => ({
    product_id: productId,
    label: v.label,
    price_micro: optionalMicro(v.price),
    stock: v.stock,
    sort: v.sort,
    created_at: at,
    updated_at: at,
  }));
}

/**
 * Creates a product in one insert: the platform's (`storeId` null, the back office) or a store's (the
 * stores module, decision 015), so a store's product never exists, even briefly, as the platform's.
 */
export async function createProduct(
  deps: CatalogueDeps,
  input: ProductInput,
  actor: AuditActor,
  storeId: bigint | null = null,
) {
  const id = await auditedChange(deps, actor, 'mall.product_create', async (trx, at) => {
    await checkCategory(trx, input.category_id);
    const values = productValues(input, at);
    const productId = await insertProduct(trx, {
      ...values,
      mall: input.mall,
      store_id: storeId,
      created_at: at,
      created_by_staff_id: actor.staffId,
    });
    await replaceProductTexts(trx, productId, textRows(productId, input.texts));
    await insertVariants(trx, variantRows(productId, input.variants, at));
    const variants = input.variants.map((v) => ({ label: v.label, stock: v.stock, price: v.price ?? null }));
    return {
      targetType: 'mall_product',
      targetId: productId,
      // A store's product names its store in the audit; the platform's keeps the record it always had.
      after: {
        mall: input.mall,
        ...(storeId === null ? {} : { store_id: String(storeId) }),
        ...productView(values, input.texts),
        variants,
      },
    };
  });
  return getProduct(deps, id);
}

export async function editProduct(deps: CatalogueDeps, id: bigint, input: ProductEditInput, actor: AuditActor) {
  await auditedChange(deps, actor, 'mall.product_update', async (trx, at) => {
    const before = await lockProduct(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await checkCategory(trx, input.category_id);
    const values = productValues(input, at);
    const beforeTexts = await findProductTexts(trx, id);
    await updateProduct(trx, id, values);
    await replaceProductTexts(trx, id, textRows(id, input.texts));
    const { created_at: _c, updated_at: _u, created_by_staff_id: _s, ...beforeColumns } = before;
    return {
      targetType: 'mall_product',
      targetId: id,
      before: { ...beforeColumns, title_en: beforeTexts.find((t) => t.language === 'en')?.title ?? null },
      after: productView(values, input.texts),
    };
  });
  return getProduct(deps, id);
}

/** Shows or hides the product in the mall (its cart lines stay; checkout refuses hidden goods). */
export async function setProductStatus(deps: CatalogueDeps, id: bigint, status: MallVisibility, actor: AuditActor) {
  await auditedChange(deps, actor, status === 'hidden' ? 'mall.product_hide' : 'mall.product_show', async (trx, at) => {
    const before = await lockProduct(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await updateProduct(trx, id, { status, updated_at: at });
    return { targetType: 'mall_product', targetId: id, before: { status: before.status }, after: { status } };
  });
  return getProduct(deps, id);
}

/**
 * Deletes a product nobody ever ordered (orders keep their snapshots, but point at the product), with
 * its texts, variants, cart lines and pictures; an ordered one answers MALL_PRODUCT_ORDERED (hide it).
 */
export async function removeProduct(deps: CatalogueDeps, id: bigint, actor: AuditActor) {
  let files: string[] = [];
  await auditedChange(deps, actor, 'mall.product_delete', async (trx) => {
    const before = await lockProduct(trx, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (await isProductOrdered(trx, id)) throw new AppError('MALL_PRODUCT_ORDERED');
    files = (await findProductImages(trx, id)).map((i) => i.file_path);
    await deleteCartLinesOfProduct(trx, id);
    await deleteProduct(trx, id);
    return { targetType: 'mall_product', targetId: id, before: { mall: before.mall, status: before.status } };
  });
  await discardPrivateFiles(deps, files);
  return { id: String(id) };
}

// Pictures

/** Adds a picture (stored first, removed again if the change fails); at most PRODUCT_IMAGES_MAX a product. */
export async function addProductImage(deps: CatalogueDeps, productId: bigint, image: ImageUpload, actor: AuditActor) {
  if (!(await findProduct(deps.db, productId))) throw new AppError('NOT_FOUND');
  const at = deps.clock.now();
  await withStoredUploads(deps, [image], at, async ([stored], trx) => {
    if (!(await lockProduct(trx, productId))) throw new AppError('NOT_FOUND');
    const count = (await findProductImages(trx, productId)).length;
    if (count >= PRODUCT_IMAGES_MAX) throw new AppError('MALL_IMAGES_FULL', { max_images: PRODUCT_IMAGES_MAX });
    const imageId = await insertImage(trx, {
      product_id: productId,
      file_path: stored.path,
      mime: image.mime,
      size_bytes: image.buffer.length,
      sort: count,
    });
    // The picture's row, its file and the audit entry commit together (auditedChange would open a second transaction).
    await recordAuditAs(trx, actor, {
      action: 'mall.image_add',
      targetType: 'mall_product',
      targetId: productId,
      after: { image_id: imageId, mime: image.mime, size_bytes: image.buffer.length },
      at,
    });
  });
  return getProduct(deps, productId);
}

export async function removeProductImage(deps: CatalogueDeps, imageId: bigint, actor: AuditActor) {
  let removed: { product_id: bigint; file_path: string } | undefined;
  await auditedChange(deps, actor, 'mall.image_remove', async (trx) => {
    removed = await findImage(trx, imageId);
    if (!removed || !(await lockProduct(trx, removed.product_id))) throw new AppError('NOT_FOUND');
    await deleteImage(trx, imageId);
    return { targetType: 'mall_product', targetId: removed.product_id, before: { image_id: imageId } };
  });
  await discardPrivateFiles(deps, [removed!.file_path]);
  return getProduct(deps, removed!.product_id);
}

/** A picture whatever its product's status: the back office's preview. */
export async function readProductImage(deps: CatalogueDeps, imageId: bigint) {
  const row = await findImage(deps.db, imageId);
  return readStoredImage(deps, row?.file_path);
}

// Variants and stock

export async function addVariant(deps: CatalogueDeps, productId: bigint, input: NewVariantInput, actor: AuditActor) {
  await auditedChange(deps, actor, 'mall.variant_create', async (trx, at) => {
    if (!(await lockProduct(trx, productId))) throw new AppError('NOT_FOUND');
    const [variantId] = await insertVariants(trx, variantRows(productId, [input], at));
    return {
      targetType: 'mall_product',
      targetId: productId,
      after: { variant_id: variantId, label: input.label, price: input.price ?? null, stock: input.stock },
    };
  });
  return getProduct(deps, productId);
}

/** Label, price, order and visibility; the stock changes only through checkout and restock. */
export async function editVariant(deps: CatalogueDeps, id: bigint, input: VariantEditInput, actor: AuditActor) {
  let productId = 0n;
  await auditedChange(deps, actor, 'mall.variant_update', async (trx, at) => {
    const before = await findVariant(trx, id, true);
    if (!before) throw new AppError('NOT_FOUND');
    productId = before.product_id;
    const values = {
      label: input.label,
      price_micro: optionalMicro(input.price),
      status: input.status,
      sort: input.sort,
    };
    await updateVariant(trx, id, { ...values, updated_at: at });
    const view = (v: typeof values) => ({ ...v, variant_id: id });
    return { targetType: 'mall_product', targetId: productId, before: view(before), after: view(values) };
  });
  return getProduct(deps, productId);
}

/** Adds units to a variant's stock; the audit keeps the stock before and after. */
export async function restockVariant(deps: CatalogueDeps, id: bigint, quantity: number, actor: AuditActor) {
  let productId = 0n;
  await auditedChange(deps, actor, 'mall.restock', async (trx, at) => {
    const variant = await findVariant(trx, id);
    if (!variant) throw new AppError('NOT_FOUND');
    productId = variant.product_id;
    const after = await addStock(trx, id, quantity, at);
    if (after === undefined) throw new AppError('NOT_FOUND');
    return {
      targetType: 'mall_product',
      targetId: productId,
      before: { variant_id: id, stock: after - quantity },
      after: { variant_id: id, stock: after, added: quantity },
    };
  });
  return getProduct(deps, productId);
}
