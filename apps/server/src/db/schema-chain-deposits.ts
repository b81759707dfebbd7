import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ChainDepositStatus = 'seen' | 'credited' | 'unmatched' | 'dismissed' | 'orphaned';

/** migrations/0015_chain_deposits.ts */
export interface ChainDepositsTable {
  id: Generated<bigint>;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: bigint;
  block_hash: string;
  token: string;
  from_address: string;
  to_address: string;
  /** numeric(78,0): the token's base units (18 decimals), exact, as a decimal string. */
  amount_wei: string;
  amount_micro: bigint;
  status: Generated<ChainDepositStatus>;
  member_id: bigint | null;
  submitted_by_member_id: bigint | null;
  journal_id: bigint | null;
  seen_at: Timestamp;
  final_at: NullableTimestamp;
  decided_at: NullableTimestamp;
  decided_by_staff_id: bigint | null;
  dismiss_reason: string | null;
}

export interface ChainScanCursorsTable {
  chain_id: number;
  token: string;
  next_block: bigint;
  updated_at: Timestamp;
}

export interface ChainDepositTables {
  chain_deposits: ChainDepositsTable;
  chain_scan_cursors: ChainScanCursorsTable;
}
