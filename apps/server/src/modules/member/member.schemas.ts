import type { HomePageData, MemberInfo } from '@tandem/contracts';
import { z } from 'zod';

/** Response schemas of the member calls; `satisfies` keeps them equal to contracts/api-types.ts. */
const kycStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
const money = z.string().describe('decimal string with six places, e.g. "12.000000"');

export const memberInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  password2: z.string().nullable().describe('"******" when a secondary password is set, else null'),
  point1: money,
  point2: money,
  point3: money,
  point4: money,
  point5: money,
  invest: money,
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
  check_kyc: z.object({ status: kycStatus, can_withdraw: kycStatus }),
  role_info: z.object({ name: z.literal('user') }),
  sponsor_username: z.string().nullable(),
  created_at: z.string(),
  needs_username: z.boolean(),
}) satisfies z.ZodType<MemberInfo>;

export const homePageSchema = z.object({
  username: z.string(),
  total_assets: money,
  invest: money,
  claimable_profit: money,
  direct_count: z.number().int(),
  team_size: z.number().int(),
  news: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      public_path: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
}) satisfies z.ZodType<HomePageData>;

export const sendOtpResultSchema = z.object({ resend_after_seconds: z.number().int() });
