import { staffPermissions, staffRoles } from '@tandem/contracts';
import { z } from 'zod';
import { auditEntrySchema } from '../audit/audit.schemas';

/** Response schemas of the back office, for OpenAPI and for checking what leaves the server. */
export const stageSchema = z.enum(['totp_setup', 'totp', 'full']);
export const roleSchema = z.enum(staffRoles);

export const staffMeSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
  stage: stageSchema,
  permissions: z.array(z.enum(Object.keys(staffPermissions) as [keyof typeof staffPermissions])),
});

const memberStatus = z.enum(['active', 'frozen']);
const kycStatus = z.enum(['none', 'pending', 'approved', 'rejected']);

export const memberRowSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullname: z.string().nullable(),
  status: memberStatus,
  kyc_status: kycStatus,
  sponsor_username: z.string().nullable(),
  created_at: z.string(),
});

export const memberDetailSchema = memberRowSchema.extend({
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

export const memberStatusChangeSchema = z.object({
  id: z.string(),
  status: memberStatus,
  sessions_revoked: z.number(),
});

export const settingSchema = z.object({
  key: z.string(),
  value: z.string(),
  default_value: z.string(),
  is_public: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});

export const contactMessageSchema = z.object({
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

export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'disabled']),
  has_totp: z.boolean(),
  is_locked: z.boolean(),
  created_at: z.string(),
});

export const dashboardSchema = z.object({
  members_total: z.number(),
  members_frozen: z.number(),
  members_new_today: z.number(),
  contact_unhandled: z.number(),
});
