import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export type MallName = 'shop' | 'voucher';
export type MallVisibility = 'active' | 'hidden';
export type MallOrderStatusRow =
  | 'pending'
  | 'processing'
  | 'ready_to_ship'
  | 'shipped'
  | 'received'
  | 'ready_pickup'
  | 'pickup_confirmed'
  | 'cancelled';

/** migrations/0018_mall.ts */
export interface MallCategoriesTable {
  id: Generated<bigint>;
  /** {"en": "...", "zh": "...", ...}: written as JSON text. */
  names: Json;
  status: Generated<MallVisibility>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MallProductsTable {
  id: Generated<bigint>;
  mall: MallName;
  store_id: bigint | null;
  category_id: bigint | null;
  product_type: Generated<string>;
  price_micro: bigint;
  shipping_fee_micro: Generated<bigint>;
  pickup_allowed: Generated<boolean>;
  status: Generated<MallVisibility>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  created_by_staff_id: bigint | null;
}

export interface MallProductTextsTable {
  product_id: bigint;
  language: string;
  title: string;
  description: Generated<string>;
}

export interface MallProductImagesTable {
  id: Generated<bigint>;
  product_id: bigint;
  file_path: string;
  mime: string;
  size_bytes: number;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface MallVariantsTable {
  id: Generated<bigint>;
  product_id: bigint;
  label: string;
  stock: Generated<number>;
  price_micro: bigint | null;
  status: Generated<MallVisibility>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MallCartsTable {
  member_id: bigint;
  mall: MallName;
  updated_at: Timestamp;
}

export interface MallCartItemsTable {
  member_id: bigint;
  variant_id: bigint;
  quantity: number;
  created_at: Generated<Date>;
}

export interface MallAddressesTable {
  id: Generated<bigint>;
  member_id: bigint;
  receiver: string;
  phone: string;
  address: string;
  state: string;
  postcode: string;
  country_id: number;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface MallOrdersTable {
  id: Generated<bigint>;
  member_id: bigint;
  mall: MallName;
  store_id: bigint | null;
  status: Generated<MallOrderStatusRow>;
  pay_type: 'cash' | 'cash_voucher' | 'voucher';
  goods_micro: bigint;
  shipping_fee_micro: bigint;
  total_micro: bigint;
  paid_usdt_micro: bigint;
  paid_voucher_micro: bigint;
  delivery: 'ship' | 'pickup';
  ship_receiver: string | null;
  ship_phone: string | null;
  ship_address: string | null;
  ship_state: string | null;
  ship_postcode: string | null;
  ship_country: string | null;
  shipping_company: string | null;
  tracking_number: string | null;
  payment_journal_id: bigint | null;
  refund_journal_id: bigint | null;
  release_journal_id: bigint | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  shipped_at: NullableTimestamp;
  received_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
}

export interface MallOrderItemsTable {
  id: Generated<bigint>;
  order_id: bigint;
  product_id: bigint;
  variant_id: bigint;
  title: string;
  variant_label: string;
  image_path: string | null;
  unit_price_micro: bigint;
  quantity: number;
  line_micro: bigint;
}

export interface MallOrderEventsTable {
  id: Generated<bigint>;
  order_id: bigint;
  status: MallOrderStatusRow;
  actor: 'member' | 'staff' | 'store' | 'system';
  staff_id: bigint | null;
  note: string | null;
  at: Timestamp;
}

export interface MallOrderRequestsTable {
  id: Generated<bigint>;
  order_id: bigint;
  member_id: bigint;
  kind: 'exchange' | 'error';
  reason: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  staff_answer: string | null;
  answered_by_staff_id: bigint | null;
  answered_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MallOrderRequestImagesTable {
  id: Generated<bigint>;
  request_id: bigint;
  file_path: string;
  mime: string;
  size_bytes: number;
  original_name: string;
  created_at: Generated<Date>;
}

export interface MallTables {
  mall_categories: MallCategoriesTable;
  mall_products: MallProductsTable;
  mall_product_texts: MallProductTextsTable;
  mall_product_images: MallProductImagesTable;
  mall_variants: MallVariantsTable;
  mall_carts: MallCartsTable;
  mall_cart_items: MallCartItemsTable;
  mall_addresses: MallAddressesTable;
  mall_orders: MallOrdersTable;
  mall_order_items: MallOrderItemsTable;
  mall_order_events: MallOrderEventsTable;
  mall_order_requests: MallOrderRequestsTable;
  mall_order_request_images: MallOrderRequestImagesTable;
}
