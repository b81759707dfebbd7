import { z } from 'zod';
import { kycStatusSchema } from './kyc';
import { moneyString } from './money';
import { newsItemSchema } from './news';
import { walletBalancesSchema } from './wallet';

/**
 * Shapes of the `data` the foundation calls answer with. The server serializes with these schemas and
 * the web client reads their types. Money is a decimal string with six places.
 */

/** The spec's role of every member account (staff have their own roles, admin.ts). */
const memberRoleSchema = z.object({ name: z.literal('user') });

export const loginResultSchema = z.object({
  token: z.string(),
  user: z.object({ id: z.string(), username: z.string(), role_info: memberRoleSchema }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  country_code: z.string(),
  iso: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const memberInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** Bound wallet address, if any. */
  address: z.string().nullable(),
  /** Secondary password: null if unset, a mask when set (the hash never leaves the server). */
  password2: z.string().nullable().describe('"******" when a secondary password is set, else null'),
  ...walletBalancesSchema.shape,
  /** Principal in live stakes. */
  invest: moneyString,
  rank: z.object({ id: z.number().nullable(), rank_name_en: z.string(), rank_name: z.string() }),
  fullname: z.string().nullable(),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  language: z.string(),
  country: z.object({
    id: z.number(),
    name: z.string(),
    name_en: z.string(),
    short_form: z.string(),
    buy_rate: z.string(),
    iso: z.string(),
  }),
  /** `can_withdraw` is 'approved' only when withdrawals are allowed (spec section 4 guard). */
  check_kyc: z.object({ status: kycStatusSchema, can_withdraw: kycStatusSchema }),
  role_info: memberRoleSchema,
  sponsor_username: z.string().nullable(),
  created_at: z.string(),
  /** True when the account was created by wallet login and the username is still the address. */
  needs_username: z.boolean(),
  /** Whether the account is activated with an activation code (decision 010), and when. */
  activated: z.boolean(),
  activated_at: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** api/global/lookup: the public settings, values as text (as the original returned them). */
export const lookupSchema = z.record(z.string(), z.string());
export type Lookup = z.infer<typeof lookupSchema>;
/** The lookup key carrying the business time zone (BUSINESS_TZ) the server counts days in. */
export const LOOKUP_BUSINESS_TZ = 'BUSINESS_TZ';
/** The lookup key carrying WALLETCONNECT_PROJECT_ID, present only when the server has one. */
export const LOOKUP_WALLETCONNECT_PROJECT_ID = 'WALLETCONNECT_PROJECT_ID';
/** The lookup key carrying the configured chain id (CHAIN_ID: 56 or 97), present only when one is set. */
export const LOOKUP_CHAIN_ID = 'CHAIN_ID';

export const homePageSchema = z.object({
  username: z.string(),
  /** Sum of point1..point3 (USDT wallets). */
  total_assets: moneyString,
  invest: moneyString,
  claimable_profit: moneyString,
  direct_count: z.number().int(),
  team_size: z.number().int(),
  news: z.array(newsItemSchema.omit({ is_read: true })),
});
export type HomePageData = z.infer<typeof homePageSchema>;

export const sendOtpResultSchema = z.object({
  /** Seconds until another code may be requested (60). */
  resend_after_seconds: z.number().int(),
});
export type SendOtpResult = z.infer<typeof sendOtpResultSchema>;
