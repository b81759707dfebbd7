import { z } from 'zod';
import { paramPath } from './paths';
import { currentPasswordField, reasonField } from './fields';
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
  package: paramPath('/api/admin/staking/packages/:id'),
  surrenders: '/api/admin/staking/surrenders',
  surrenderApprove: paramPath('/api/admin/staking/surrenders/:id/approve'),
  surrenderReject: paramPath('/api/admin/staking/surrenders/:id/reject'),
  settlementDays: '/api/admin/staking/settlement-days',
  /** Superadmin: settle every day that is due now (the scheduler does this each minute anyway). */
  settlementRun: '/api/admin/staking/settlement-days/run',
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
  /**
   * Today's business day (YYYY-MM-DD in BUSINESS_TZ) by the server's clock, so the page's previews and
   * countdowns count from the same day the server does. Optional: the page falls back to the browser's clock.
   */
  business_day?: string;
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

/** What redeemProfit moved: every unclaimed profit line, from the platform's profit_payable into point2. */
export interface RedeemProfitResult {
  amount: string;
  lines: number;
  point2: string;
  claimed_at: string;
}

/** A package as the back office sees it: every language's name and how much is staked in it. */
export interface AdminStakingPackage extends Omit<StakingPackage, 'name'> {
  names: Record<(typeof languages)[number], string>;
  sort_order: number;
  live_count: number;
  live_principal: string;
  updated_at: string;
}

/** A surrender waiting for staff, oldest first. */
export interface SurrenderQueueItem {
  stake_id: string;
  member_id: string;
  username: string;
  package_name: string;
  amount: string;
  start_day: string;
  days_held: number;
  penalty_percent: string;
  penalty: string;
  returned: string;
  requested_at: string;
}

const percentField = (decimals: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: 'required' })
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`), 'invalid')
        .refine((v) => Number(v) <= max, 'invalid'),
    );
const wholeUnitsField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/, 'invalid'),
  );

/**
 * A package's terms as staff set them. Rates are percent per business day (up to four decimals:
 * "0.3000"), the penalty percent of the principal (two decimals); amounts whole USDT.
 */
export const packageInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{2,40}$/, 'invalid'),
    type: z.enum(packageTypes, { error: 'invalid' }),
    names: packageNamesInput,
    term_days: z.number().int('invalid').min(1, 'invalid').max(3650, 'invalid').nullable(),
    min_amount: wholeUnitsField,
    max_amount: wholeUnitsField.nullable(),
    step_amount: wholeUnitsField,
    daily_rate: percentField(4, 10),
    surrender_after_days: z.number().int('invalid').min(0, 'invalid').max(3650, 'invalid').nullable(),
    penalty_percent: percentField(2, 100),
    can_terminate_early: z.boolean({ error: 'invalid' }),
    is_demo_rate: z.boolean({ error: 'invalid' }).default(false),
    status: z.enum(packageStatuses, { error: 'invalid' }).default('active'),
    sort_order: z.number().int('invalid').min(0, 'invalid').max(1000, 'invalid').default(0),
  })
  .superRefine((p, ctx) => {
    if ((p.type === 'flexible') !== (p.term_days === null)) {
      ctx.addIssue({ code: 'custom', path: ['term_days'], message: 'invalid' });
    }
    if (p.type === 'contract' && (p.surrender_after_days !== null || p.can_terminate_early)) {
      ctx.addIssue({ code: 'custom', path: ['surrender_after_days'], message: 'invalid' });
    }
    if (p.max_amount !== null && BigInt(p.max_amount) < BigInt(p.min_amount)) {
      ctx.addIssue({ code: 'custom', path: ['max_amount'], message: 'invalid' });
    }
  });
export type PackageInput = z.input<typeof packageInput>;

export const surrenderRejectInput = z.object({
  reason: reasonField,
});

/** A staff decision on a surrender. */
export interface SurrenderDecision {
  stake_id: string;
  status: StakeStatus;
  penalty: string;
  returned: string;
  decided_at: string;
}

/**
 * One settled (or settling) day as the back office lists it at stakingAdminPaths.settlementDays,
 * newest first: read-only, the settlement job writes these (settlement_days).
 */
export interface SettlementDayRow {
  business_day: string;
  /** False for Saturday and Sunday: the day is recorded but pays no profit. */
  is_business_day: boolean;
  started_at: string;
  /** Null while the day is still running (or after a crash, until the rerun finishes it). */
  finished_at: string | null;
  stakes_accrued: number;
  profit: string;
  bonus: string;
  matured: number;
  renewed: number;
  notices: number;
}
