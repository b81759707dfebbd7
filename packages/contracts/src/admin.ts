import { z } from 'zod';
import { paramPath } from './paths';
import { currentPasswordField, otpField, passwordField, requiredString, requiredText } from './fields';
import { adminPageField } from './page';
import { kycStatusSchema } from './kyc';

/**
 * The back office: staff roles and what each may do, inputs of the /api/admin/* calls, and the
 * shapes they answer with. The server enforces the permission matrix; the web only uses it to
 * hide what a role cannot do (docs/decisions/002-staff-roles.md).
 */
export const staffRoles = ['superadmin', 'finance', 'compliance', 'support', 'content'] as const;
export type StaffRole = (typeof staffRoles)[number];

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
  /** The mall's catalogue (categories, products, copy in nine languages, images, stock): the content desk. */
  'mall.catalogue': ['superadmin', 'content'],
  /** Mall orders, shipping, pick-ups, cancellations and exchange/error requests: customer service. */
  'mall.orders': ['superadmin', 'support'],
  /** Store (reseller) applications and suspensions: a business check, like KYC, for compliance. */
  'stores.review': ['superadmin', 'compliance'],
  /** Clear a member's payout address or bank account (a typo, a lost wallet): an identity check, like KYC. */
  'members.resetPayout': ['superadmin', 'compliance'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** Named limits of the back office. */
export const ADMIN_PAGE_SIZE = 20;
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
  username: requiredText(64),
  password: currentPasswordField,
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;

export const totpCodeInput = z.object({ code: otpField });
export type TotpCodeInput = z.infer<typeof totpCodeInput>;

export const createStaffInput = z.object({
  username: requiredString
    .refine((v) => v.length >= 5, 'tooShort')
    .refine((v) => v.length <= 20, 'tooLong')
    .refine((v) => STAFF_USERNAME_PATTERN.test(v), 'invalidUsername'),
  role: z.enum(staffRoles, { error: 'invalid' }),
  password: passwordField,
});
export type CreateStaffInput = z.infer<typeof createStaffInput>;

export const updateSettingInput = z.object({
  key: requiredText(64),
  value: z.string({ error: 'required' }).trim().max(200, 'tooLong'),
});
export type UpdateSettingInput = z.infer<typeof updateSettingInput>;

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
  page: adminPageField,
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const auditListQuery = z.object({
  page: adminPageField,
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
  page: adminPageField,
  handled: booleanText,
});
export type ContactMessageListQuery = z.input<typeof contactMessageListQuery>;

// Answers

export const staffStageSchema = z.enum(['totp_setup', 'totp', 'full']);
export const staffRoleSchema = z.enum(staffRoles);
export type StaffStage = z.infer<typeof staffStageSchema>;

export const staffLoginResultSchema = z.object({ token: z.string(), stage: staffStageSchema });
export type StaffLoginResult = z.infer<typeof staffLoginResultSchema>;

export const staffMeSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  stage: staffStageSchema,
  permissions: z.array(z.enum(Object.keys(staffPermissions) as [StaffPermission, ...StaffPermission[]])),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const adminDashboardSchema = z.object({
  members_total: z.number(),
  members_frozen: z.number(),
  members_new_today: z.number(),
  contact_unhandled: z.number(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminMemberStatusSchema = z.enum(['active', 'frozen']);
export type AdminMemberStatus = z.infer<typeof adminMemberStatusSchema>;

export const adminMemberRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullname: z.string().nullable(),
  status: adminMemberStatusSchema,
  kyc_status: kycStatusSchema,
  sponsor_username: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

/** One row of the audit log as the back office reads it (the log itself and a member's recent entries). */
export const auditEntrySchema = z.object({
  id: z.string(),
  staff_id: z.string().nullable(),
  staff_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminMemberDetailSchema = adminMemberRowSchema.extend({
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  language: z.string(),
  wallet_address: z.string().nullable(),
  country: z.object({ id: z.number(), name_en: z.string(), iso: z.string() }),
  sponsor: z.object({ id: z.string(), username: z.string() }).nullable(),
  has_sec_password: z.boolean(),
  direct_count: z.number(),
  active_sessions_count: z.number(),
  recent_audit: z.array(auditEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const memberStatusChangeSchema = z.object({
  id: z.string(),
  status: adminMemberStatusSchema,
  sessions_revoked: z.number(),
});
export type MemberStatusChange = z.infer<typeof memberStatusChangeSchema>;

export const secPasswordResetSchema = z.object({ id: z.string(), has_sec_password: z.boolean() });
export type SecPasswordReset = z.infer<typeof secPasswordResetSchema>;

export const adminSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  default_value: z.string(),
  is_public: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  language: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const contactHandledSchema = z.object({ id: z.string(), handled_at: z.string() });
export type ContactHandled = z.infer<typeof contactHandledSchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  has_totp: z.boolean(),
  is_locked: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
