import { z } from 'zod';
import { paramPath } from './paths';
import { currentPasswordField, passwordField } from './fields';

/**
 * The back office: staff roles and what each may do, inputs of the /api/admin/* calls, and the
 * shapes they answer with. The server enforces the permission matrix; the web only uses it to
 * hide what a role cannot do (docs/decisions/002-staff-roles.md).
 */
export const staffRoles = ['superadmin', 'finance', 'compliance', 'support', 'content'] as const;
export type StaffRole = (typeof staffRoles)[number];

export type StaffStage = 'totp_setup' | 'totp' | 'full';

const everyone = staffRoles;
export const staffPermissions = {
  'dashboard.read': everyone,
  'members.read': everyone,
  'members.freeze': ['superadmin', 'compliance'],
  'members.resetSecPassword': ['superadmin', 'compliance'],
  'settings.read': everyone,
  'settings.write': ['superadmin'],
  'audit.read': ['superadmin', 'compliance'],
  'contact.read': ['superadmin', 'support', 'content'],
  'contact.handle': ['superadmin', 'support'],
  'staff.manage': ['superadmin'],
  'tickets.manage': ['superadmin', 'support'],
  'news.manage': ['superadmin', 'content'],
  'kyc.review': ['superadmin', 'compliance'],
  'finance.deposits': ['superadmin', 'finance'],
  'finance.withdrawals': ['superadmin', 'finance'],
  'finance.reports': ['superadmin', 'finance'],
  'finance.adjustments': ['superadmin', 'finance'],
  'staking.read': everyone,
  /** Package terms and rates move members' money: finance with the superadmin. */
  'staking.manage': ['superadmin', 'finance'],
  'staking.surrender': ['superadmin', 'finance'],
  /** Run the daily settlement by hand (it runs by itself each day). */
  'staking.settle': ['superadmin'],
  'team.read': everyone,
  /** Rank thresholds and shares decide bonus money: finance with the superadmin. */
  'team.manage': ['superadmin', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** Named limits of the back office. */
export const ADMIN_PAGE_SIZE = 20;
export const REASON_MAX = 500;
export const STAFF_USERNAME_PATTERN = /^[A-Za-z0-9]{5,20}$/;

export const adminPaths = {
  login: '/api/admin/auth/login',
  totpSetup: '/api/admin/auth/totp-setup',
  totp: '/api/admin/auth/totp',
  logout: '/api/admin/auth/logout',
  me: '/api/admin/auth/me',
  dashboard: '/api/admin/dashboard',
  members: '/api/admin/members',
  member: paramPath('/api/admin/members/:id'),
  memberFreeze: paramPath('/api/admin/members/:id/freeze'),
  memberUnfreeze: paramPath('/api/admin/members/:id/unfreeze'),
  memberResetSecPassword: paramPath('/api/admin/members/:id/reset-sec-password'),
  settings: '/api/admin/settings',
  audit: '/api/admin/audit',
  contactMessages: '/api/admin/contact-messages',
  contactMessageHandled: paramPath('/api/admin/contact-messages/:id/handled'),
  staff: '/api/admin/staff',
  staffDisable: paramPath('/api/admin/staff/:id/disable'),
  staffEnable: paramPath('/api/admin/staff/:id/enable'),
  staffResetTotp: paramPath('/api/admin/staff/:id/reset-totp'),
} as const;

// Inputs

export const staffLoginInput = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'tooLong'),
  password: currentPasswordField,
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;

export const totpCodeInput = z.object({
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{6}$/, 'digitsOnly'),
});
export type TotpCodeInput = z.infer<typeof totpCodeInput>;

/** Every staff action on a member says why; the reason goes into the audit log. */
export const reasonInput = z.object({
  reason: z.string({ error: 'required' }).trim().min(1, 'required').max(REASON_MAX, 'tooLong'),
});
export type ReasonInput = z.infer<typeof reasonInput>;

export const createStaffInput = z.object({
  username: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine((v) => v.length >= 5, 'tooShort')
    .refine((v) => v.length <= 20, 'tooLong')
    .refine((v) => STAFF_USERNAME_PATTERN.test(v), 'invalidUsername'),
  role: z.enum(staffRoles, { error: 'invalid' }),
  password: passwordField,
});
export type CreateStaffInput = z.infer<typeof createStaffInput>;

export const updateSettingInput = z.object({
  key: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'tooLong'),
  value: z.string({ error: 'required' }).trim().max(200, 'tooLong'),
});
export type UpdateSettingInput = z.infer<typeof updateSettingInput>;

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => (v === '' ? undefined : v));
const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined));

export const memberListQuery = z.object({
  q: optionalFilter(100),
  status: z.enum(['active', 'frozen', '']).optional(),
  page: pageField,
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const auditListQuery = z.object({
  page: pageField,
  /** Staff username, case-insensitive. */
  staff: optionalFilter(64),
  action: optionalFilter(64),
  target_type: optionalFilter(64),
  target_id: optionalFilter(64),
  /** ISO 8601 instants; `from` inclusive, `to` exclusive. */
  from: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const contactMessageListQuery = z.object({
  page: pageField,
  handled: booleanText,
});
export type ContactMessageListQuery = z.input<typeof contactMessageListQuery>;

// Answers

export interface StaffLoginResult {
  token: string;
  stage: StaffStage;
}

export interface StaffMe {
  id: string;
  username: string;
  role: StaffRole;
  stage: StaffStage;
  permissions: StaffPermission[];
}

export interface TotpSetup {
  secret: string;
  otpauth_uri: string;
}

export interface AdminPage<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface AdminDashboard {
  members_total: number;
  members_frozen: number;
  members_new_today: number;
  contact_unhandled: number;
}

export type AdminMemberStatus = 'active' | 'frozen';
export type AdminKycStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface AdminMemberRow {
  id: string;
  username: string;
  email: string | null;
  fullname: string | null;
  status: AdminMemberStatus;
  kyc_status: AdminKycStatus;
  sponsor_username: string | null;
  created_at: string;
}

export interface AuditEntry {
  id: string;
  staff_id: string | null;
  staff_username: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  created_at: string;
}

export interface AdminMemberDetail extends AdminMemberRow {
  nickname: string | null;
  mobile: string | null;
  language: string;
  wallet_address: string | null;
  country: { id: number; name_en: string; iso: string };
  sponsor: { id: string; username: string } | null;
  has_sec_password: boolean;
  direct_count: number;
  active_sessions_count: number;
  recent_audit: AuditEntry[];
}

export interface MemberStatusChange {
  id: string;
  status: AdminMemberStatus;
  sessions_revoked: number;
}

export interface AdminSetting {
  key: string;
  value: string;
  default_value: string;
  is_public: boolean;
  updated_at: string | null;
  updated_by: string | null;
}

export interface AdminContactMessage {
  id: string;
  fullname: string;
  email: string;
  topic: string;
  message: string;
  language: string | null;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

export interface StaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  has_totp: boolean;
  is_locked: boolean;
  created_at: string;
}
