import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type StoreStatusRow = 'pending' | 'approved' | 'rejected' | 'suspended';

/** migrations/0019_stores.ts */
export interface StoresTable {
  id: Generated<bigint>;
  member_id: bigint;
  shop_name: string;
  category: string;
  business_code: string;
  latitude: number;
  longitude: number;
  logo_path: string;
  logo_mime: string;
  logo_size_bytes: number;
  status: Generated<StoreStatusRow>;
  reason: string | null;
  decided_by_staff_id: bigint | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StorePayoutsTable {
  order_id: bigint;
  store_id: bigint;
  gross_usdt_micro: bigint;
  commission_bps: number;
  commission_micro: bigint;
  net_micro: bigint;
  voucher_micro: bigint;
  journal_id: bigint | null;
  paid_at: Timestamp;
}

export interface StoreTables {
  stores: StoresTable;
  store_payouts: StorePayoutsTable;
}
