import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric(78, 0): read as a decimal string, written from a bigint's string. */
type Uint256 = ColumnType<string, string, string>;

/** migrations/0016_contract_stakes.ts */
export interface ContractStakesTable {
  id: Generated<bigint>;
  member_id: bigint;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: bigint;
  block_hash: string;
  contract_address: string;
  wallet_address: string;
  stake_index: Uint256;
  amount: Uint256;
  staking_type: number;
  start_time: Timestamp;
  end_time: Timestamp;
  recorded_at: Timestamp;
}

export interface ContractStakeTables {
  contract_stakes: ContractStakesTable;
}
