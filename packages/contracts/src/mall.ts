import { z } from 'zod';
import { countryIdField, currentPasswordField, reasonField, requiredText, wholeNumberField } from './fields';
import { amountField, moneyString } from './money';
import { pagedQuery } from './page';
import { paramPath } from './paths';

/**
 * The shop and the voucher mall, member side and the shapes the staff side reuses
 * (docs/decisions/011-mall.md). Prices are micro units of the mall's asset: USDT in the shop,
 * voucher points (point5) in the voucher mall; on the wire they are decimal strings (formatMicro).
 */
export const malls = ['shop', 'voucher'] as const;
export type Mall = (typeof malls)[number];

/** The asset a mall's prices are in. */
export const mallAsset: Record<Mall, 'USDT' | 'VOUCHER'> = { shop: 'USDT', voucher: 'VOUCHER' };

/**
 * cash: all from the cash wallet (point1). cash_voucher (shop only): `cash_amount` from point1, at most
 * the total, and the rest in voucher points one for one. voucher (voucher mall only): all from point5.
 */
export const payTypes = ['cash', 'cash_voucher', 'voucher'] as const;
export type PayType = (typeof payTypes)[number];
export const mallPayTypes: Record<Mall, readonly PayType[]> = { shop: ['cash', 'cash_voucher'], voucher: ['voucher'] };

export const deliveryTypes = ['ship', 'pickup'] as const;
export type Delivery = (typeof deliveryTypes)[number];

export const orderStatuses = [
  'pending',
  'processing',
  'ready_to_ship',
  'shipped',
  'received',
  'ready_pickup',
  'pickup_confirmed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who moves an order: the buyer, the back office, the store selling it (a later session), the server. */
export const orderActors = ['member', 'staff', 'store', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** Only for orders of this delivery; any when absent. */
  delivery?: Delivery;
}

/**
 * THE order transitions: every status move, on either side, is checked against this table (the
 * server's `moveOrder`). Cancelling refunds what was paid; it is possible until the goods leave
 * (the member only while pending or processing).
 */
export const orderTransitions: readonly OrderTransition[] = [
  { from: 'pending', to: 'processing', by: ['staff', 'store'] },
  { from: 'pending', to: 'cancelled', by: ['member', 'staff'] },
  { from: 'processing', to: 'ready_to_ship', by: ['staff', 'store'], delivery: 'ship' },
  { from: 'processing', to: 'ready_pickup', by: ['staff', 'store'], delivery: 'pickup' },
  { from: 'processing', to: 'cancelled', by: ['member', 'staff'] },
  { from: 'ready_to_ship', to: 'shipped', by: ['staff', 'store'], delivery: 'ship' },
  { from: 'ready_to_ship', to: 'cancelled', by: ['staff'] },
  { from: 'ready_pickup', to: 'pickup_confirmed', by: ['staff', 'store'], delivery: 'pickup' },
  { from: 'ready_pickup', to: 'cancelled', by: ['staff'] },
  { from: 'shipped', to: 'received', by: ['member', 'staff'], delivery: 'ship' },
];

/** The transition an actor may make from `from` to `to` for an order of this delivery, if any. */
export function findOrderTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  delivery: Delivery,
): OrderTransition | undefined {
  return orderTransitions.find(
    (t) => t.from === from && t.to === to && t.by.includes(actor) && (t.delivery ?? delivery) === delivery,
  );
}

/** The statuses an actor may move an order to from where it is (buttons on either side). */
export function nextOrderStatuses(from: OrderStatus, actor: OrderActor, delivery: Delivery): OrderStatus[] {
  return orderStatuses.filter((to) => findOrderTransition(from, to, actor, delivery) !== undefined);
}

/** Statuses in which the goods are with the member: the end of the journey. */
export const completedOrderStatuses: readonly OrderStatus[] = ['received', 'pickup_confirmed'];

export const orderRequestKinds = ['exchange', 'error'] as const;
export type OrderRequestKind = (typeof orderRequestKinds)[number];
export const orderRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type OrderRequestStatus = (typeof orderRequestStatuses)[number];

/** Goods may be exchanged within 14 days of receipt, errors reported within 30 (spec section 9). */
export const ORDER_REQUEST_WINDOW_DAYS: Record<OrderRequestKind, number> = { exchange: 14, error: 30 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a request of this kind can no longer be made for goods received at `receivedAt`. */
export function orderRequestDeadline(kind: OrderRequestKind, receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + ORDER_REQUEST_WINDOW_DAYS[kind] * DAY_MS);
}

export const MALL_PAGE_SIZE = 10;
export const MALL_SEARCH_MAX = 100;
export const CART_MAX_LINES = 30;
export const CART_MAX_QUANTITY = 99;
export const ADDRESS_MAX_PER_MEMBER = 10;
export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const VARIANT_LABEL_MAX = 50;

export const mallPaths = {
  categories: '/api/mall/categories',
  products: '/api/mall/products',
  /** ?id= */
  product: '/api/mall/product',
  /** A product image, public (the catalogue is not private). */
  image: paramPath('/api/mall/images/:id'),
  cart: '/api/mall/cart',
  cartAdd: '/api/mall/cart/add',
  cartUpdate: '/api/mall/cart/update',
  cartRemove: '/api/mall/cart/remove',
  /** GET lists, POST adds. */
  addresses: '/api/mall/addresses',
  addressUpdate: '/api/mall/addresses/update',
  addressDelete: '/api/mall/addresses/delete',
  checkout: '/api/mall/checkout',
  orders: '/api/mall/orders',
  /** ?id= */
  order: '/api/mall/order',
  cancelOrder: '/api/mall/orders/cancel',
  confirmReceipt: '/api/mall/orders/confirm-receipt',
  /** The member's exchange / error request (built by the staff-side module, mall-admin). */
  orderRequest: '/api/mall/orders/request',
} as const;

const idText = z.string().regex(/^[1-9]\d{0,17}$/, 'invalid');
const quantityField = wholeNumberField(1, CART_MAX_QUANTITY);

// Member inputs

export const productsQuery = pagedQuery({
  mall: z.enum(malls, { error: 'invalid' }),
  category_id: idText.optional(),
  /** Part of the title, in the asker's language (or English where it has none). */
  q: z.string().trim().max(MALL_SEARCH_MAX, 'tooLong').optional(),
});
export type ProductsQuery = z.infer<typeof productsQuery>;

export const categoriesQuery = z.object({ mall: z.enum(malls, { error: 'invalid' }).optional() });

/** One row named by id: ?id= of a detail, or the body of an action on it (cancel, confirm receipt, delete). */
export const mallIdInput = z.object({ id: idText });
export type MallIdInput = z.infer<typeof mallIdInput>;

export const cartAddInput = z.object({ variant_id: idText, quantity: quantityField });
export type CartAddInput = z.infer<typeof cartAddInput>;
/** Sets the line's quantity. */
export const cartUpdateInput = cartAddInput;
export type CartUpdateInput = CartAddInput;
export const cartRemoveInput = z.object({ variant_id: idText });
export type CartRemoveInput = z.infer<typeof cartRemoveInput>;

export const addressInput = z.object({
  receiver: requiredText(100),
  phone: requiredText(30).regex(/^\+?[0-9 -]{4,30}$/, 'digitsOnly'),
  address: requiredText(300),
  state: requiredText(100),
  postcode: requiredText(20),
  country_id: countryIdField,
  /** Making one address the default clears it from the others; the first address is the default. */
  is_default: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof addressInput>;
export const addressUpdateInput = addressInput.extend({ id: idText });
export type AddressUpdateInput = z.infer<typeof addressUpdateInput>;

/**
 * pay_type is optional in the schema so its absence answers the spec's `SELECT_PAY_TYPE` rather than
 * a field error. address_id is required to ship (`ADDRESS_REQUIRED`).
 */
export const checkoutInput = z.object({
  pay_type: z.enum(payTypes, { error: 'invalid' }).optional(),
  /** cash_voucher only: the part paid from the cash wallet, at most the total. */
  cash_amount: amountField({ whole: false }).optional(),
  delivery: z.enum(deliveryTypes, { error: 'invalid' }).default('ship'),
  address_id: idText.optional(),
  sec_password: currentPasswordField,
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

export const ordersQuery = pagedQuery({
  status: z.enum(orderStatuses, { error: 'invalid' }).optional(),
  mall: z.enum(malls, { error: 'invalid' }).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const orderRequestInput = z.object({
  id: idText,
  kind: z.enum(orderRequestKinds, { error: 'invalid' }),
  reason: reasonField,
});
export type OrderRequestInput = z.infer<typeof orderRequestInput>;

// Shapes (member answers; the staff side adds its own fields around them)

export const mallCategorySchema = z.object({ id: z.string(), name: z.string(), sort: z.number() });
export type MallCategory = z.infer<typeof mallCategorySchema>;

export const productCardSchema = z.object({
  id: z.string(),
  mall: z.enum(malls),
  /** Null: the platform's own store. */
  store_id: z.string().nullable(),
  category_id: z.string().nullable(),
  product_type: z.string(),
  title: z.string(),
  /** The lowest variant price (the product's price when no variant overrides it). */
  price: moneyString,
  shipping_fee: moneyString,
  image_url: z.string().nullable(),
  in_stock: z.boolean(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productImageSchema = z.object({ id: z.string(), url: z.string() });
export const productVariantSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: moneyString,
  stock: z.number(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  pickup_allowed: z.boolean(),
  images: z.array(productImageSchema),
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** What a line of goods shows, in the cart and in an order: spread after the line's ids. */
const goodsLineFields = {
  title: z.string(),
  variant_label: z.string(),
  image_url: z.string().nullable(),
  unit_price: moneyString,
  quantity: z.number(),
  line_total: moneyString,
};

export const cartLineSchema = z.object({
  variant_id: z.string(),
  product_id: z.string(),
  ...goodsLineFields,
  stock: z.number(),
  /** False when the variant was hidden or has fewer units than the line asks for. */
  available: z.boolean(),
  pickup_allowed: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  /** Null while empty. */
  mall: z.enum(malls).nullable(),
  items: z.array(cartLineSchema),
  goods_total: moneyString,
  /** Shipping for delivery (the highest fee of the cart's products); pick-up has none. */
  shipping_fee: moneyString,
  total: moneyString,
  pickup_allowed: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** Where goods go, as a saved address and as the copy an order keeps: who, phone, street, state, postcode. */
const postalFields = {
  receiver: z.string(),
  phone: z.string(),
  address: z.string(),
  state: z.string(),
  postcode: z.string(),
};

export const addressSchema = z.object({
  id: z.string(),
  ...postalFields,
  country_id: z.number(),
  country_name: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  mall: z.enum(malls),
  store_id: z.string().nullable(),
  status: z.enum(orderStatuses),
  pay_type: z.enum(payTypes),
  delivery: z.enum(deliveryTypes),
  total: moneyString,
  paid_usdt: moneyString,
  paid_voucher: moneyString,
  item_count: z.number(),
  first_title: z.string(),
  first_image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderItemSchema = z.object({
  product_id: z.string(),
  variant_id: z.string(),
  ...goodsLineFields,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderEventSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  actor: z.enum(orderActors),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderRequestSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(orderRequestKinds),
  reason: z.string(),
  status: z.enum(orderRequestStatuses),
  staff_answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const shippingAddressSchema = z.object({
  ...postalFields,
  country: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  goods_total: moneyString,
  shipping_fee: moneyString,
  ship_to: shippingAddressSchema.nullable(),
  shipping_company: z.string().nullable(),
  tracking_number: z.string().nullable(),
  received_at: z.string().nullable(),
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  requests: z.array(orderRequestSchema),
  /** Until when an exchange / an error report may be made (null before receipt). */
  exchange_until: z.string().nullable(),
  error_until: z.string().nullable(),
  /** The statuses the member may move it to now (cancelled, received). */
  member_actions: z.array(z.enum(orderStatuses)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const SHIPPING_COMPANY_MAX = 100;
export const TRACKING_NUMBER_MAX = 100;
/** The staff's shipping details (ready_to_ship → shipped); also what a store will send. */
export const shipOrderFields = {
  shipping_company: requiredText(SHIPPING_COMPANY_MAX),
  tracking_number: requiredText(TRACKING_NUMBER_MAX),
};
