import { z } from 'zod';
import { REASON_MAX } from './admin';
import { currentPasswordField } from './fields';
import { languages } from './languages';
import { wholeAmountField } from './wallet';

/**
 * Staking: packages, stakes, profit and claims (decisions.md "Staking plans"; docs/api/staking.md).
 * Paths keep the spec's spelling. Amounts on the wire are decimal strings of USDT; rates are
 * percent per day as decimal strings ("0.30" = 0.30 % of the principal per business day).
 */
export const stakingPaths = {
  getPackageType: '/api/staking/getPackageType',
  stakingInfo: '/api/staking/stakingInfo',
  staking: '/api/staking/staking',
  redeemProfit: '/api/staking/redeemProfit',
  changeStakingPackage: '/api/staking/changeStakingPackage',
  terminateStaking: '/api/staking/terminateStaking',
  getStakingRecord: '/api/staking/getStakingRecord',
  quitRecord: '/api/staking/quitRecord',
  investRecord: '/api/staking/investRecord',
  /** The trace of one profit or bonus line: which stake or downline event, rule, rate and day. */
  bonusRecord: '/api/staking/bonusRecord',
} as const;

export const stakingAdminPaths = {
  packages: '/api/admin/staking/packages',
  package: (id: string) => `/api/admin/staking/packages/${encodeURIComponent(id)}`,
  surrenders: '/api/admin/staking/surrenders',
  surrenderApprove: (id: string) => `/api/admin/staking/surrenders/${encodeURIComponent(id)}/approve`,
  surrenderReject: (id: string) => `/api/admin/staking/surrenders/${encodeURIComponent(id)}/reject`,
  settlementDays: '/api/admin/staking/settlement-days',
  bonusRules: '/api/admin/staking/bonus-rules',
} as const;

export const packageTypes = ['flexible', 'fixed', 'contract'] as const;
export type PackageType = (typeof packageTypes)[number];

export const packageStatuses = ['active', 'inactive'] as const;
export type PackageStatus = (typeof packageStatuses)[number];

/**
 * The spec's package states, plus `surrender_pending` (a surrender waiting for staff). `end` is a
 * flexible stake redeemed; `terminated` a fixed or contract stake returned at maturity.
 */
export const stakeStatuses = [
  'not_activated',
  'active',
  'quit_request_pending',
  'surrender_pending',
  'surrender_approved',
  'terminated',
  'end',
] as const;
export type StakeStatus = (typeof stakeStatuses)[number];
/** States in which a stake still holds principal and earns profit. */
export const liveStakeStatuses = [
  'not_activated',
  'active',
  'quit_request_pending',
  'surrender_pending',
] as const satisfies readonly StakeStatus[];

/** Wallets a stake may be paid from (decisions.md "Wallets"). */
export const stakeSourceWallets = ['point1', 'point2', 'point3'] as const;
export type StakeSourceWallet = (typeof stakeSourceWallets)[number];

/** What the member asks of terminateStaking: return at maturity, surrender early, or redeem a flexible stake now. */
export const terminateActions = ['maturity', 'surrender', 'redeem'] as const;
export type TerminateAction = (typeof terminateActions)[number];

export interface StakingPackage {
  id: string;
  code: string;
  type: PackageType;
  /** In the caller's language. */
  name: string;
  /** Null for flexible (open-ended). */
  term_days: number | null;
  min_amount: string;
  /** Null: no cap. */
  max_amount: string | null;
  step_amount: string;
  /** Percent of the principal per business day. */
  daily_rate: string;
  /** Days a stake must be held (more than) before surrender; null when surrender is not allowed. */
  surrender_after_days: number | null;
  /** Percent of the principal kept on surrender. */
  penalty_percent: string;
  can_terminate_early: boolean;
  /** Seeded demo rates are labelled as such until the operator sets real ones. */
  is_demo_rate: boolean;
  status: PackageStatus;
}

export interface StakeView {
  id: string;
  package_id: string;
  package_code: string;
  package_name: string;
  type: PackageType;
  amount: string;
  source_wallet: StakeSourceWallet;
  status: StakeStatus;
  staked_at: string;
  /** First business day that earns profit (YYYY-MM-DD in BUSINESS_TZ). */
  start_day: string;
  /** Last day of the current term; null for flexible. */
  term_end_day: string | null;
  /** 1 for the first term, +1 at each auto-renewal. */
  cycle: number;
  days_held: number;
  /** First day a surrender may be asked for; null when the package allows none. */
  surrender_opens_day: string | null;
  can_surrender: boolean;
  can_quit_at_maturity: boolean;
  can_redeem: boolean;
  can_change_package: boolean;
  penalty_percent: string;
  /** What a surrender today would keep. */
  penalty_amount: string;
  /** Profit of one business day at the current rate. */
  daily_profit: string;
  total_profit: string;
  ended_at: string | null;
}

export interface StakingInfo {
  live_count: number;
  principal: string;
  claimable_profit: string;
  total_profit: string;
  /** Staking profit (ROI) accrued in total. */
  static_bonus: string;
  /** Rank bonus. */
  special_bonus: string;
  /** Direct sponsor bonus. */
  dynamic_bonus: string;
  /** Level bonus on downline profit. */
  level_bonus: string;
  stakes: StakeView[];
}

/** One profit line: a stake's accrual for one business day. */
export interface ProfitRecord {
  id: string;
  stake_id: string;
  package_name: string;
  business_day: string;
  principal: string;
  daily_rate: string;
  amount: string;
  status: 'claimable' | 'claimed';
}

/** One bonus line with its trace (which member, stake or day it came from, the rule and rate). */
export interface BonusRecord {
  id: string;
  kind: 'direct' | 'level' | 'rank';
  level: number | null;
  business_day: string | null;
  source_username: string | null;
  source_stake_id: string | null;
  base: string;
  rate_percent: string;
  amount: string;
  rule: string;
  created_at: string;
}

export interface QuitRecord {
  id: string;
  stake_id: string;
  package_name: string;
  action: TerminateAction;
  amount: string;
  penalty: string;
  returned: string;
  status: 'pending' | 'approved' | 'rejected' | 'scheduled' | 'done';
  reason: string | null;
  requested_at: string;
  decided_at: string | null;
}

export interface InvestRecord {
  id: string;
  stake_id: string;
  package_name: string;
  kind: 'stake' | 'renew' | 'change_package';
  amount: string;
  source_wallet: StakeSourceWallet | null;
  created_at: string;
}

const pageField = z.coerce.number().int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1);
const idField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'invalid'));

export const stakingPageQuery = z.object({ page: pageField });

export const stakeInput = z.object({
  package_id: idField,
  amount: wholeAmountField,
  wallet: z.enum(stakeSourceWallets, { error: 'invalid' }).default('point1'),
  sec_password: currentPasswordField,
});
export type StakeInput = z.input<typeof stakeInput>;

export const redeemProfitInput = z.object({ sec_password: currentPasswordField });

export const changeStakingPackageInput = z.object({
  stake_id: idField,
  package_id: idField,
  sec_password: currentPasswordField,
});

export const terminateStakingInput = z.object({
  stake_id: idField,
  action: z.enum(terminateActions, { error: 'invalid' }),
  sec_password: currentPasswordField,
});

/** Package names per language; every language is required so no member sees a missing name. */
export const packageNamesInput = z.object(
  Object.fromEntries(languages.map((lng) => [lng, z.string().trim().min(1, 'required').max(60, 'tooLong')])) as Record<
    (typeof languages)[number],
    z.ZodString
  >,
);

export const surrenderDecisionInput = z.object({
  reason: z.string().trim().max(REASON_MAX, 'tooLong').optional(),
});
