import type { ColumnType, Generated } from 'kysely';

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
  language: string;
  title: string;
  description: string;
  image_path: string | null;
  status: Generated<'draft' | 'published' | 'unpublished'>;
  publish_at: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  created_by_staff_id: bigint | null;
}

export interface DB {
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
}
