import { z } from 'zod';
import { reasonField, requiredText, wholeNumberField } from './fields';
import { type Language, languages } from './languages';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_TITLE_MAX,
  VARIANT_LABEL_MAX,
  malls,
  orderDetailSchema,
  orderRequestKinds,
  orderRequestSchema,
  orderRequestStatuses,
  orderStatuses,
  orderSummarySchema,
  productCardSchema,
  productImageSchema,
  shipOrderFields,
} from './mall';
import { amountField, moneyString } from './money';
import { adminPageField } from './page';
import { paramPath } from './paths';

/**
 * The mall's back office (docs/decisions/012-mall-back-office.md): the catalogue (permission
 * `mall.catalogue`, the content desk) and orders with their exchange / error requests (permission
 * `mall.orders`, customer service). Prices are entered as decimals of the product's mall asset (USDT in
 * the shop, voucher points in the voucher mall) and answered as decimal strings, like the member side.
 */

export const CATEGORY_NAME_MAX = 100;
export const PRODUCT_TYPE_MAX = 50;
export const RESTOCK_MAX = 100_000;
export const STOCK_MAX = 1_000_000;
export const SORT_MAX = 1_000_000;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_IMAGES_MAX = 8;
export const VARIANTS_MAX = 30;
export const ORDER_NOTE_MAX = 300;
export const REQUEST_ANSWER_MAX = 1000;

export const mallVisibilities = ['active', 'hidden'] as const;
export type MallVisibility = (typeof mallVisibilities)[number];

export const mallAdminPaths = {
  /** GET lists, POST creates. */
  categories: '/api/admin/mall/categories',
  /** PUT edits, DELETE removes one no product uses (else MALL_CATEGORY_IN_USE). */
  category: paramPath('/api/admin/mall/categories/:id'),
  /** GET lists (filters), POST creates with its first variants. */
  products: '/api/admin/mall/products',
  /** GET one with all its texts, images and variants; PUT edits; DELETE removes one never ordered. */
  product: paramPath('/api/admin/mall/products/:id'),
  /** POST { status: active | hidden }: show or hide it in the mall. */
  productStatus: paramPath('/api/admin/mall/products/:id/status'),
  /** POST multipart, field `image`: adds one picture. */
  productImages: paramPath('/api/admin/mall/products/:id/images'),
  /** GET the picture (preview, whatever the product's status); DELETE removes it. */
  productImage: paramPath('/api/admin/mall/images/:id'),
  /** POST adds a variant. */
  productVariants: paramPath('/api/admin/mall/products/:id/variants'),
  /** PUT edits a variant (label, price, status, sort); stock changes only by restock. */
  variant: paramPath('/api/admin/mall/variants/:id'),
  /** POST { quantity }: adds units to the variant's stock. */
  variantRestock: paramPath('/api/admin/mall/variants/:id/restock'),
  orders: '/api/admin/mall/orders',
  order: paramPath('/api/admin/mall/orders/:id'),
  /** POST { status, ... }: the staff's next step for the order (mall's transition table). */
  orderStatus: paramPath('/api/admin/mall/orders/:id/status'),
  requests: '/api/admin/mall/requests',
  request: paramPath('/api/admin/mall/requests/:id'),
  /** POST { decision, answer }: approve or reject an exchange / error request. */
  requestAnswer: paramPath('/api/admin/mall/requests/:id/answer'),
} as const;

const idText = z.string().regex(/^[1-9]\d{0,17}$/, 'invalid');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').optional();
/** An empty filter is no filter. */
const optionalFilter = (max: number) => optionalText(max).transform((v) => (v === '' ? undefined : v));
const sortField = wholeNumberField(0, SORT_MAX);
const countField = (max: number) => wholeNumberField(0, max);

/**
 * A text in the nine languages: English is required (the fallback the member sees where a language
 * has none), every other language optional; an empty one is the same as none.
 */
function inNineLanguages<Required extends z.ZodType, Optional extends z.ZodType>(
  required: Required,
  optional: Optional,
) {
  const shape = Object.fromEntries(languages.map((l) => [l, l === 'en' ? required : optional.optional()])) as {
    [L in Language]: L extends 'en' ? Required : z.ZodOptional<Optional>;
  };
  return z.object(shape, { error: 'required' });
}

// Inputs: categories

export const categoryNamesField = inNineLanguages(requiredText(CATEGORY_NAME_MAX), optionalText(CATEGORY_NAME_MAX));
export const categoryInput = z.object({
  names: categoryNamesField,
  sort: sortField.default(0),
  status: z.enum(mallVisibilities, { error: 'invalid' }).default('active'),
});
export type CategoryInput = z.infer<typeof categoryInput>;

// Inputs: products and variants

export const productTextField = inNineLanguages(
  z.object({ title: requiredText(PRODUCT_TITLE_MAX), description: optionalText(PRODUCT_DESCRIPTION_MAX).default('') }),
  z.object({ title: optionalText(PRODUCT_TITLE_MAX), description: optionalText(PRODUCT_DESCRIPTION_MAX) }),
);
export type ProductTexts = z.infer<typeof productTextField>;

/** A price in the mall's asset, as typed ("12", "12.5"): positive, at most six decimals. */
const priceField = amountField({ whole: false });
/** A fee may be zero (free shipping). */
const feeField = z
  .union([z.string(), z.number()], { error: 'invalid' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => v === '0' || /^(0|[1-9]\d{0,11})(\.\d{1,6})?$/.test(v), 'invalid');

export const variantInput = z.object({
  label: requiredText(VARIANT_LABEL_MAX),
  /** Empty or absent: the product's price. */
  price: priceField.nullable().optional(),
  sort: sortField.default(0),
});
export type VariantInput = z.infer<typeof variantInput>;

/** A new variant comes with its first stock; later units arrive by restock (audited). */
export const newVariantInput = variantInput.extend({ stock: countField(STOCK_MAX).default(0) });
export type NewVariantInput = z.infer<typeof newVariantInput>;

export const variantEditInput = variantInput.extend({
  status: z.enum(mallVisibilities, { error: 'invalid' }).default('active'),
});
export type VariantEditInput = z.infer<typeof variantEditInput>;

export const restockInput = z.object({
  quantity: wholeNumberField(1, RESTOCK_MAX),
});
export type RestockInput = z.infer<typeof restockInput>;

/** What a product is, whatever its mall; the mall is chosen once, at creation. */
const productFields = {
  category_id: idText.nullable().default(null),
  product_type: requiredText(PRODUCT_TYPE_MAX).default('goods'),
  price: priceField,
  shipping_fee: feeField.default('0'),
  pickup_allowed: z.boolean({ error: 'invalid' }).default(false),
  sort: sortField.default(0),
  texts: productTextField,
};

export const productInput = z.object({
  mall: z.enum(malls, { error: 'invalid' }),
  ...productFields,
  /** At least one (a product without sizes has one "Default" variant). */
  variants: z.array(newVariantInput).min(1, 'required').max(VARIANTS_MAX, 'tooLong'),
});
export type ProductInput = z.infer<typeof productInput>;

export const productEditInput = z.object(productFields);
export type ProductEditInput = z.infer<typeof productEditInput>;

export const productStatusInput = z.object({ status: z.enum(mallVisibilities, { error: 'invalid' }) });
export type ProductStatusInput = z.infer<typeof productStatusInput>;

// Inputs: lists

export const adminProductsQuery = z.object({
  page: adminPageField,
  mall: z.enum(malls, { error: 'invalid' }).optional(),
  category_id: idText.optional(),
  status: z.enum(mallVisibilities, { error: 'invalid' }).optional(),
  /** Part of the title in any language. */
  q: optionalFilter(100),
  /** One store member's products (the store's id); without it, every mall's products. */
  store: idText.optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuery>;

export const adminOrdersQuery = z.object({
  page: adminPageField,
  status: z.enum(orderStatuses, { error: 'invalid' }).optional(),
  mall: z.enum(malls, { error: 'invalid' }).optional(),
  /** The buyer's username, case-insensitive, exact. */
  member: optionalFilter(64),
  /** The order number (its id). */
  order_no: idText.optional(),
  /** ISO 8601 instants of the order's creation; `from` inclusive, `to` exclusive. */
  from: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  /** One store member's orders (the store's id). */
  store: idText.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const adminRequestsQuery = z.object({
  page: adminPageField,
  status: z.enum(orderRequestStatuses, { error: 'invalid' }).optional(),
  kind: z.enum(orderRequestKinds, { error: 'invalid' }).optional(),
  order_no: idText.optional(),
});
export type AdminRequestsQuery = z.input<typeof adminRequestsQuery>;

// Inputs: order steps and requests

const noteField = optionalText(ORDER_NOTE_MAX);

/**
 * The staff's next step for an order, one of the statuses the transition table lets staff reach
 * from where the order is (`staff_actions` of the detail). Shipping needs the company and the
 * tracking number; cancelling (which refunds what was paid) needs a reason.
 */
export const staffOrderStepInput = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('processing'), note: noteField }),
    z.object({ status: z.literal('ready_to_ship'), note: noteField }),
    z.object({ status: z.literal('shipped'), ...shipOrderFields, note: noteField }),
    z.object({ status: z.literal('ready_pickup'), note: noteField }),
    z.object({ status: z.literal('pickup_confirmed'), note: noteField }),
    z.object({ status: z.literal('received'), note: noteField }),
    z.object({ status: z.literal('cancelled'), reason: reasonField }),
  ],
  { error: 'invalid' },
);
export type StaffOrderStepInput = z.infer<typeof staffOrderStepInput>;

export const requestDecisions = ['approved', 'rejected'] as const;
export type RequestDecision = (typeof requestDecisions)[number];
export const requestAnswerInput = z.object({
  decision: z.enum(requestDecisions, { error: 'invalid' }),
  /** What the member reads as the answer (and the audit log keeps). */
  answer: requiredText(REQUEST_ANSWER_MAX),
});
export type RequestAnswerInput = z.infer<typeof requestAnswerInput>;

// Answers

export const adminCategorySchema = z.object({
  id: z.string(),
  names: z.record(z.string(), z.string()),
  status: z.enum(mallVisibilities),
  sort: z.number(),
  product_count: z.number(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Null: the product's price. */
  price: moneyString.nullable(),
  stock: z.number(),
  status: z.enum(mallVisibilities),
  sort: z.number(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/**
 * A product in the back office's list: the member's card (but `title` is the English one, `price` the
 * product's own and `image_url` the staff preview of its first picture) with what only staff see.
 */
export const adminProductSummarySchema = productCardSchema.omit({ in_stock: true }).extend({
  pickup_allowed: z.boolean(),
  status: z.enum(mallVisibilities),
  sort: z.number(),
  /** Units over all its variants. */
  stock: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductSchema = adminProductSummarySchema.extend({
  texts: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  images: z.array(productImageSchema),
  variants: z.array(adminVariantSchema),
  /** Whether it was ever ordered (then it can be hidden, not deleted). */
  is_ordered: z.boolean(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const buyerFields = { member_id: z.string(), member_username: z.string() };

export const adminOrderSummarySchema = orderSummarySchema.extend({
  ...buyerFields,
  tracking_number: z.string().nullable(),
  /** Whether an exchange / error request waits for an answer. */
  has_open_request: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderDetailSchema = orderDetailSchema.extend({
  ...buyerFields,
  /** The statuses staff may move it to now (the buttons of the back office). */
  staff_actions: z.array(z.enum(orderStatuses)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderRequestSchema = orderRequestSchema.extend({
  ...buyerFields,
  order_status: z.enum(orderStatuses),
  order_received_at: z.string().nullable(),
  answered_by: z.string().nullable(),
});
export type AdminOrderRequest = z.infer<typeof adminOrderRequestSchema>;
