import {
  type WithdrawRules,
  type WithdrawalRecord,
  withdrawTypes,
  withdrawWallets,
  withdrawalStatuses,
} from '@tandem/contracts';
import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { moneyString as money } from '@tandem/contracts';

export const withdrawalRecordSchema = z.object({
  id: z.string(),
  withdraw_type: z.enum(withdrawTypes),
  wallet: z.enum(withdrawWallets),
  amount: money.describe('what the destination receives'),
  fee: money,
  total: money.describe('taken from the wallet: amount + fee'),
  destination: z.string().describe('the BEP-20 address, or "bank · account number · holder"'),
  status: z.enum(withdrawalStatuses),
  reject_reason: z.string().nullable(),
  paid_reference: z.string().nullable().describe('tx hash or bank reference once paid'),
  business_day: z.string().describe('YYYY-MM-DD in BUSINESS_TZ; one live withdrawal per business day'),
  expected_date: z.string().describe('YYYY-MM-DD: 48 hours on, weekends rolled to Monday'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
}) satisfies z.ZodType<WithdrawalRecord>;

export const withdrawalRecordPageSchema = pageOf(withdrawalRecordSchema);

export const adminWithdrawalRowSchema = withdrawalRecordSchema.extend({
  member_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
  age_seconds: z.number().int().describe('seconds since the request'),
});

export const withdrawRulesSchema = z.object({
  min_amount: money,
  max_amount: money,
  fee_percent: z.string(),
  min_fee: money,
}) satisfies z.ZodType<WithdrawRules>;
