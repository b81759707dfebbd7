import type { ColumnType, Generated } from 'kysely';
import type { AdjustmentTables } from './schema-adjustments';
import type { ChainDepositTables } from './schema-chain-deposits';
import type { ContractStakeTables } from './schema-contract-stakes';
import type { MoneyDeskTables } from './schema-money-desk';
import type { NotificationTables } from './schema-notifications';
import type { SettlementTables } from './schema-settlement';
import type { StakingTables } from './schema-staking';
import type { TeamTables } from './schema-team';
import type { WalletLoginTables } from './schema-wallet-login';
import type { ActivationCodeTables } from './schema-activation-codes';
import type { MallTables } from './schema-mall';
import type { StoreTables } from './schema-stores';
import type { FileTables } from './schema-files';

/** Kysely table types; they mirror migrations/ and change only with a migration. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface CountriesTable {
  id: number;
  name: string;
  name_en: string;
  country_code: string;
  iso: string;
  short_form: string;
  buy_rate: ColumnType<string, string | undefined, string>;
  /** ISO 4217: what a fiat deposit from the country is paid in (migration 0026); null outside the ISO list. */
  currency: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
  updated_by_staff_id: bigint | null;
}

export interface MembersTable {
  id: Generated<bigint>;
  username: string;
  email: string | null;
  password_hash: string | null;
  sec_password_hash: string | null;
  fullname: string | null;
  nickname: string | null;
  mobile: string | null;
  country_id: number;
  language: Generated<string>;
  sponsor_id: bigint | null;
  placement_id: bigint | null;
  wallet_address: string | null;
  status: Generated<'active' | 'frozen'>;
  kyc_status: Generated<'none' | 'pending' | 'approved' | 'rejected'>;
  failed_login_count: Generated<number>;
  locked_until: NullableTimestamp;
  failed_sec_password_count: Generated<number>;
  sec_password_locked_until: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MemberSessionsTable {
  id: Generated<bigint>;
  member_id: bigint;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface OtpCodesTable {
  id: Generated<bigint>;
  purpose: string;
  email: string | null;
  member_id: bigint | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<bigint>;
  fullname: string;
  email: string;
  topic: string;
  message: string;
  language: string | null;
  ip: string | null;
  created_at: Generated<Date>;
  handled_at: NullableTimestamp;
  handled_by_staff_id: bigint | null;
}

export type StaffRole = 'superadmin' | 'finance' | 'compliance' | 'support' | 'content';

export interface StaffTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  role: StaffRole;
  totp_secret: string | null;
  totp_enabled_at: NullableTimestamp;
  status: Generated<'active' | 'disabled'>;
  failed_login_count: Generated<number>;
  locked_until: NullableTimestamp;
  created_at: Generated<Date>;
  /** The TOTP time step last accepted; a code from this step or earlier is a replay. */
  totp_last_step: bigint | null;
}

export interface StaffSessionsTable {
  id: Generated<bigint>;
  staff_id: bigint;
  token_hash: string;
  stage: 'totp_setup' | 'totp' | 'full';
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  last_seen_at: NullableTimestamp;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  staff_id: bigint | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: Json;
  after: Json;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
}

export interface NewsTable {
  id: Generated<bigint>;
  news_type: Generated<number>;
  /** The default language: its version is shown when the reader's language has none. */
  language: string;
  image_path: string | null;
  status: Generated<'draft' | 'published' | 'unpublished'>;
  publish_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  created_by_staff_id: bigint | null;
}

export type TicketCategory = 'deposit' | 'withdraw' | 'system' | 'function' | 'other';
export type TicketStatus = 'open' | 'pending' | 'resolved' | 'closed';

export interface TicketsTable {
  id: Generated<bigint>;
  member_id: bigint;
  title: string;
  category: TicketCategory;
  content: string;
  status: Generated<TicketStatus>;
  ref_type: 'deposit' | 'withdrawal' | 'stake' | null;
  ref_id: bigint | null;
  assigned_staff_id: bigint | null;
  user_read: Generated<boolean>;
  staff_read: Generated<boolean>;
  first_response_at: NullableTimestamp;
  last_message_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TicketRepliesTable {
  id: Generated<bigint>;
  ticket_id: bigint;
  author_type: 'member' | 'staff';
  staff_id: bigint | null;
  content: string;
  is_internal: Generated<boolean>;
  created_at: Timestamp;
}

export interface TicketAttachmentsTable {
  id: Generated<bigint>;
  ticket_id: bigint;
  reply_id: bigint | null;
  file_path: string;
  mime: string;
  size_bytes: number;
  original_name: string;
  created_at: Timestamp;
}

export interface CannedRepliesTable {
  id: Generated<bigint>;
  language: string;
  title: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  created_by_staff_id: bigint | null;
}

/** One language's title and text of a news item (0021). */
export interface NewsVersionsTable {
  news_id: bigint;
  language: string;
  title: string;
  description: string;
}

export interface NewsReadsTable {
  member_id: bigint;
  news_id: bigint;
  read_at: Timestamp;
}

export type LedgerAccountKind =
  | 'point1'
  | 'point2'
  | 'point3'
  | 'point4'
  | 'point5'
  | 'withdrawal_hold'
  | 'stake_lock'
  | 'profit_claimable'
  | 'treasury'
  | 'fee_revenue'
  | 'profit_expense'
  | 'profit_payable'
  | 'bonus_expense'
  | 'adjustments'
  | 'voucher_expense'
  | 'mall_escrow'
  | 'mall_revenue';
export type LedgerAsset = 'USDT' | 'VOUCHER';

/** Ledger (migration 0003): only apps/server/src/ledger writes these. */
export interface AccountsTable {
  id: Generated<bigint>;
  member_id: bigint | null;
  kind: LedgerAccountKind;
  asset: LedgerAsset;
  /** Cached for member accounts; null for platform accounts (their balance is the sum of entries). */
  balance_micro: bigint | null;
  version: bigint | null;
  created_at: Generated<Date>;
}

export interface JournalTable {
  id: Generated<bigint>;
  type: string;
  business_key: string;
  member_id: bigint | null;
  metadata: Json;
  created_at: Timestamp;
}

export interface EntriesTable {
  id: Generated<bigint>;
  journal_id: bigint;
  account_id: bigint;
  asset: LedgerAsset;
  amount_micro: bigint;
  balance_after_micro: bigint | null;
  account_version: bigint | null;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  member_id: bigint;
  route: string;
  key: string;
  request_hash: string;
  /** The request's result (JSON), written in the transaction of its effect; null never commits. */
  result: Json;
  created_at: Timestamp;
}

export interface KycSubmissionsTable {
  id: Generated<bigint>;
  member_id: bigint;
  document_type: 'id_card' | 'passport';
  identity_number: string;
  identity_number_key: string;
  front_path: string;
  rear_path: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reject_reason: 'blurry_image' | 'document_expired' | 'name_mismatch' | 'document_incomplete' | 'other' | null;
  reject_note: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by_staff_id: bigint | null;
}

export interface DB
  extends
    MoneyDeskTables,
    NotificationTables,
    AdjustmentTables,
    StakingTables,
    TeamTables,
    SettlementTables,
    WalletLoginTables,
    ChainDepositTables,
    ContractStakeTables,
    ActivationCodeTables,
    MallTables,
    StoreTables,
    FileTables {
  countries: CountriesTable;
  settings: SettingsTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  otp_codes: OtpCodesTable;
  contact_messages: ContactMessagesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  news: NewsTable;
  tickets: TicketsTable;
  ticket_replies: TicketRepliesTable;
  ticket_attachments: TicketAttachmentsTable;
  canned_replies: CannedRepliesTable;
  news_reads: NewsReadsTable;
  news_versions: NewsVersionsTable;
  accounts: AccountsTable;
  journal: JournalTable;
  entries: EntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  kyc_submissions: KycSubmissionsTable;
}
