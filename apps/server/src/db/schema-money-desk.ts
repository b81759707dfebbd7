import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0006 (deposits, withdrawals, payout details); merged into DB in schema.ts. */
type Timestamp = Date;
type NullableTimestamp = Date | null;

export type DepositNetwork = 'TRC20_USDT' | 'BEP20_USDT' | 'BEP20_BTC';

export interface PayoutBanksTable {
  member_id: bigint;
  bank_country: string;
  bank_name: string;
  account_holder: string;
  account_number: string;
  branch: string;
  swift: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the member last replaced the account (migration 0020); null after a first binding. */
  changed_at: NullableTimestamp;
}

export interface PayoutAddressesTable {
  member_id: bigint;
  address: string;
  address_key: string;
  created_at: Timestamp;
  changed_at: NullableTimestamp;
}

export interface DepositsTable {
  id: Generated<bigint>;
  member_id: bigint;
  deposit_type: 'crypto' | 'fiat';
  network: DepositNetwork | null;
  address: string | null;
  tx_hash: string | null;
  tx_hash_key: string | null;
  payer_name: string | null;
  reference_number: string | null;
  /** What the member writes on the bank transfer (migration 0020), unique per fiat deposit. */
  payment_reference: string | null;
  screenshot_path: string | null;
  amount_micro: bigint;
  credited_micro: bigint | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reject_reason: string | null;
  journal_id: bigint | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by_staff_id: bigint | null;
}

export interface WithdrawalsTable {
  id: Generated<bigint>;
  member_id: bigint;
  withdraw_type: 'crypto' | 'bank';
  wallet: 'point1' | 'point2' | 'point3';
  amount_micro: bigint;
  fee_micro: bigint;
  /** The payout as it was when requested: { address } or the bank details. */
  destination: ColumnType<unknown, string, string>;
  business_day: string;
  expected_date: string;
  status: Generated<'pending' | 'approved' | 'paid' | 'rejected' | 'cancelled'>;
  reject_reason: string | null;
  paid_reference: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by_staff_id: bigint | null;
  paid_at: NullableTimestamp;
  paid_by_staff_id: bigint | null;
}

/** The platform's bank account per currency (migrations 0020, 0026). */
export interface FiatPayeesTable {
  currency: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
  notes: string;
  updated_at: Timestamp;
  updated_by_staff_id: bigint | null;
}

export interface MoneyDeskTables {
  payout_banks: PayoutBanksTable;
  payout_addresses: PayoutAddressesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  fiat_payees: FiatPayeesTable;
}
