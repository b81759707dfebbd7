import {
  type AdminStakingPackage,
  type BonusRecord,
  type ContractInfo,
  type ContractStake,
  type InvestRecord,
  type ProfitRecord,
  type QuitRecord,
  type RedeemProfitResult,
  type StakeView,
  type StakingInfo,
  type StakingPackage,
  type SurrenderQueueItem,
  contractStakingTypes,
  languages,
  packageStatuses,
  packageTypes,
  stakeSourceWallets,
  stakeStatuses,
  terminateActions,
} from '@tandem/contracts';
import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { money } from '../wallet/wallet.schemas';

/** Response schemas of the staking calls; `satisfies` keeps them equal to contracts/staking.ts. */
const day = z.string().describe('business day YYYY-MM-DD in BUSINESS_TZ');
const percent = z.string().describe('percent as a decimal string, e.g. "0.30"');

export const packageSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(packageTypes),
  name: z.string(),
  term_days: z.number().nullable(),
  min_amount: money,
  max_amount: money.nullable(),
  step_amount: money,
  daily_rate: percent.describe('percent of the principal per business day'),
  surrender_after_days: z.number().nullable(),
  penalty_percent: percent,
  can_terminate_early: z.boolean(),
  is_demo_rate: z.boolean(),
  status: z.enum(packageStatuses),
}) satisfies z.ZodType<StakingPackage>;

export const stakeViewSchema = z.object({
  id: z.string(),
  package_id: z.string(),
  package_code: z.string(),
  package_name: z.string(),
  type: z.enum(packageTypes),
  amount: money,
  source_wallet: z.enum(stakeSourceWallets),
  status: z.enum(stakeStatuses),
  staked_at: z.string(),
  start_day: day,
  term_end_day: day.nullable(),
  cycle: z.number(),
  days_held: z.number(),
  surrender_opens_day: day.nullable(),
  can_surrender: z.boolean(),
  can_quit_at_maturity: z.boolean(),
  can_redeem: z.boolean(),
  can_change_package: z.boolean(),
  penalty_percent: percent,
  penalty_amount: money,
  daily_profit: money,
  total_profit: money,
  ended_at: z.string().nullable(),
}) satisfies z.ZodType<StakeView>;

export const contractStakeSchema = z.object({
  id: z.string(),
  chain_id: z.number(),
  tx_hash: z.string(),
  log_index: z.number(),
  block_number: z.string(),
  wallet_address: z.string(),
  stake_index: z.string(),
  amount: z.string().describe('whole tokens (18 decimals), decimal string'),
  staking_type: z.enum(contractStakingTypes),
  start_time: z.string(),
  end_time: z.string(),
  recorded_at: z.string(),
}) satisfies z.ZodType<ContractStake>;

export const contractInfoSchema = z.union([
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    chain_id: z.number(),
    staking_contract: z.templateLiteral(['0x', z.string()]),
    token_contract: z.templateLiteral(['0x', z.string()]),
  }),
]) satisfies z.ZodType<ContractInfo>;

export const stakingInfoSchema = z.object({
  live_count: z.number(),
  principal: money,
  claimable_profit: money,
  total_profit: money.describe('staking profit and all bonuses earned'),
  static_bonus: money.describe('staking profit accrued in total'),
  special_bonus: money.describe('rank bonus in total'),
  dynamic_bonus: money.describe('direct sponsor bonus in total'),
  level_bonus: money.describe('level bonus in total'),
  stakes: z.array(stakeViewSchema),
  business_day: day.optional(),
  contract_stakes: z.array(contractStakeSchema).optional(),
}) satisfies z.ZodType<StakingInfo>;

export const redeemProfitResultSchema = z.object({
  amount: money,
  lines: z.number(),
  point2: money,
  claimed_at: z.string(),
}) satisfies z.ZodType<RedeemProfitResult>;

export const profitRecordSchema = z.object({
  id: z.string(),
  stake_id: z.string(),
  package_name: z.string(),
  business_day: day,
  principal: money,
  daily_rate: percent,
  amount: money,
  status: z.enum(['claimable', 'claimed']),
}) satisfies z.ZodType<ProfitRecord>;

export const quitRecordSchema = z.object({
  id: z.string(),
  stake_id: z.string(),
  package_name: z.string(),
  action: z.enum(terminateActions),
  amount: money,
  penalty: money,
  returned: money,
  status: z.enum(['pending', 'approved', 'rejected', 'scheduled', 'done']),
  reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
}) satisfies z.ZodType<QuitRecord>;

export const investRecordSchema = z.object({
  id: z.string(),
  stake_id: z.string(),
  package_name: z.string(),
  kind: z.enum(['stake', 'renew', 'change_package']),
  amount: money,
  source_wallet: z.enum(stakeSourceWallets).nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<InvestRecord>;

export const bonusRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'level', 'rank']),
  level: z.number().nullable(),
  business_day: day.nullable(),
  source_username: z.string().nullable(),
  source_stake_id: z.string().nullable(),
  base: money,
  rate_percent: percent,
  amount: money,
  rule: z.string(),
  created_at: z.string(),
}) satisfies z.ZodType<BonusRecord>;

export const adminPackageSchema = packageSchema.omit({ name: true }).extend({
  names: z.object(
    Object.fromEntries(languages.map((l) => [l, z.string()])) as Record<(typeof languages)[number], z.ZodString>,
  ),
  sort_order: z.number(),
  live_count: z.number(),
  live_principal: money,
  updated_at: z.string(),
}) satisfies z.ZodType<AdminStakingPackage>;

export const surrenderQueueItemSchema = z.object({
  stake_id: z.string(),
  member_id: z.string(),
  username: z.string(),
  package_name: z.string(),
  amount: money,
  start_day: day,
  days_held: z.number(),
  penalty_percent: percent,
  penalty: money,
  returned: money,
  requested_at: z.string(),
}) satisfies z.ZodType<SurrenderQueueItem>;

export const profitRecordPageSchema = pageOf(profitRecordSchema);
export const quitRecordPageSchema = pageOf(quitRecordSchema);
export const investRecordPageSchema = pageOf(investRecordSchema);
export const bonusRecordPageSchema = pageOf(bonusRecordSchema);
