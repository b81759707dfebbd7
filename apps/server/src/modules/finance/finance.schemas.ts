import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { moneyString as money } from '@tandem/contracts';
import type { LiabilityReport, MemberWalletView } from './finance.service';

export const memberWalletViewSchema = z.object({
  member: z.object({
    id: z.string(),
    username: z.string(),
    fullname: z.string().nullable(),
    status: z.string(),
    kyc_status: z.string(),
  }),
  balances: z.record(z.string(), money).describe('point1..point5, withdrawal_hold, stake_lock'),
  statement: pageOf(
    z.object({
      id: z.string(),
      journal_id: z.string(),
      type: z.string(),
      account: z.string(),
      amount: money,
      balance_after: money.nullable(),
      created_at: z.string(),
    }),
  ),
}) satisfies z.ZodType<MemberWalletView>;

export const liabilityReportSchema = z.object({
  generated_at: z.string(),
  member_balances: z.array(z.object({ account: z.string(), asset: z.string(), total: money, accounts: z.number() })),
  owed_usdt_total: money,
  withdrawals: z.array(z.object({ status: z.string(), count: z.number(), amount: money, fee: money })),
  approved_unpaid: money,
  pending_deposits: z.object({ count: z.number(), amount: money }),
  platform: z.array(
    z.object({ account: z.string(), asset: z.string(), money_in: money, money_out: money, net: money }),
  ),
}) satisfies z.ZodType<LiabilityReport>;
