import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** migrations/0014_wallet_login.ts */
export interface WalletNoncesTable {
  nonce: string;
  purpose: 'login' | 'link';
  member_id: bigint | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface LinkedWalletsTable {
  address: string;
  member_id: bigint;
  linked_at: Timestamp;
}

export interface WalletLoginTables {
  wallet_nonces: WalletNoncesTable;
  linked_wallets: LinkedWalletsTable;
}
