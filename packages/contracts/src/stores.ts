import { z } from 'zod';
import { reasonField, requiredText } from './fields';
import { orderDetailSchema, orderStatuses, shipOrderFields } from './mall';
import { productEditInput, productInput, productStatusInput, restockInput } from './mall-admin';
import { adminPageField, pagedQuery } from './page';
import { paramPath } from './paths';

/**
 * Store members (resellers), docs/decisions/015-store-members.md. A member applies with a shop name,
 * a logo, a category, a business code and where the shop is; staff with `stores.review` approve or
 * reject it with a reason, and may suspend an approved store. An approved store sells in the shop mall
 * (its products and orders carry its id) and is paid once an order is delivered and its exchange
 * window has passed.
 */
export const storeStatuses = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

export const SHOP_NAME_MAX = 100;
export const STORE_CATEGORY_MAX = 100;
export const BUSINESS_CODE_MAX = 50;
export const STORE_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const STORE_PAGE_SIZE = 10;

export const storePaths = {
  /** GET the member's store (or latest application), null when they never applied. */
  mine: '/api/stores/mine',
  /** POST multipart: the text fields of `storeApplicationFields` and the file `logo`. */
  apply: '/api/stores/apply',
  /** GET the member's own store logo. */
  logo: '/api/stores/logo',
  /** GET the store's products (paged); POST creates one in the shop mall. */
  products: '/api/stores/products',
  /** ?id= one of the store's products with texts, images and variants. */
  product: '/api/stores/product',
  productUpdate: '/api/stores/products/update',
  productStatus: '/api/stores/products/status',
  variantRestock: '/api/stores/variants/restock',
  /** POST multipart: the text field `id` (one of the store's products) and the file `image`: adds a picture. */
  productImages: '/api/stores/products/images',
  /** POST { id }: removes one picture of one of the store's products. */
  productImageRemove: '/api/stores/products/images/remove',
  /** GET ?id= one picture of one of the store's products, whatever the product's status (the store's preview). */
  productImage: '/api/stores/products/image',
  /** GET the store's orders (paged, status filter). */
  orders: '/api/stores/orders',
  /** ?id= one order of the store. */
  order: '/api/stores/order',
  /** POST { id, status, ... }: the store's next step (processing, ready to ship, shipped, ready for pick-up). */
  orderStep: '/api/stores/orders/step',
  /** POST { id }: the buyer collected it (ORDER_NO_READY_PICKUP unless ready for pick-up). */
  confirmPickup: '/api/stores/orders/confirm-pickup',
} as const;

export const adminStorePaths = {
  list: '/api/admin/stores',
  detail: paramPath('/api/admin/stores/:id'),
  logo: paramPath('/api/admin/stores/:id/logo'),
  approve: paramPath('/api/admin/stores/:id/approve'),
  reject: paramPath('/api/admin/stores/:id/reject'),
  suspend: paramPath('/api/admin/stores/:id/suspend'),
  /** POST: pays every store order that is due now (the job runs it every few minutes anyway). */
  payoutRun: '/api/admin/stores/payouts/run',
} as const;

const ID_PATTERN = /^[1-9]\d{0,17}$/;
const idText = z.string().regex(ID_PATTERN, 'invalid');
const coordinate = (limit: number) =>
  z.coerce
    .number({ error: 'invalid' })
    .refine((v) => Number.isFinite(v), 'invalid')
    .min(-limit, 'invalid')
    .max(limit, 'invalid');

/** The application form's text fields (multipart, so numbers arrive as text). */
export const storeApplicationFields = z.object({
  shop_name: requiredText(SHOP_NAME_MAX),
  category: requiredText(STORE_CATEGORY_MAX),
  // Not trimmed: the code is checked as sent (the form trims it), as the published pattern says.
  business_code: z
    .string({ error: 'required' })
    .min(1, 'required')
    .max(BUSINESS_CODE_MAX, 'tooLong')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'invalid'),
  latitude: coordinate(90),
  longitude: coordinate(180),
});
export type StoreApplicationFields = z.infer<typeof storeApplicationFields>;

export const storeProductsQuery = pagedQuery({});

/** A store's product is always in the shop mall (paid in cash; decision 015), so the form has no mall. */
export const storeProductInput = productInput.omit({ mall: true });
export type StoreProductInput = z.infer<typeof storeProductInput>;
export const storeProductEditInput = productEditInput.extend({ id: idText });
export const storeProductStatusInput = productStatusInput.extend({ id: idText });
export const storeRestockInput = restockInput.extend({ id: idText });
export const storeOrdersQuery = pagedQuery({ status: z.enum(orderStatuses, { error: 'invalid' }).optional() });
export type StoreOrdersQuery = z.infer<typeof storeOrdersQuery>;

export const storeIdInput = z.object({ id: idText });
/** A picture upload's text field (multipart): which of the store's products the picture is for. */
export const storeProductImageFields = z.object({
  id: z.string({ error: 'required' }).regex(ID_PATTERN, 'invalid'),
});

/** The store's steps; collecting a pick-up is its own call (confirmPickup). */
export const storeOrderStepInput = z.discriminatedUnion(
  'status',
  [
    z.object({ id: idText, status: z.literal('processing') }),
    z.object({ id: idText, status: z.literal('ready_to_ship') }),
    z.object({ id: idText, status: z.literal('shipped'), ...shipOrderFields }),
    z.object({ id: idText, status: z.literal('ready_pickup') }),
  ],
  { error: 'invalid' },
);
export type StoreOrderStepInput = z.infer<typeof storeOrderStepInput>;

export const adminStoresQuery = z.object({
  page: adminPageField,
  status: z.enum(storeStatuses, { error: 'invalid' }).optional(),
});
export type AdminStoresQuery = z.input<typeof adminStoresQuery>;

/** A rejection or a suspension says why (the member reads it; the audit log keeps it). */
export const storeDecisionInput = z.object({ reason: reasonField });

// Answers

export const storeSchema = z.object({
  id: z.string(),
  shop_name: z.string(),
  category: z.string(),
  business_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.enum(storeStatuses),
  /** Why it was rejected or suspended. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

/** The member's store or latest application; null when they never applied. */
export const myStoreSchema = storeSchema.nullable();

export const adminStoreSchema = storeSchema.extend({
  member_id: z.string(),
  member_username: z.string(),
  decided_by: z.string().nullable(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

/** An order as the selling store sees it: the member's detail and what the store may do next. */
export const storeOrderSchema = orderDetailSchema.extend({ store_actions: z.array(z.enum(orderStatuses)) });
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const payoutRunSchema = z.object({ paid_orders: z.number() });
