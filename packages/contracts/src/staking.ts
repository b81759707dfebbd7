import { z } from 'zod';
import { currentPasswordField } from './fields';
import { contractStakeSchema } from './contract-staking';
import { languages } from './languages';
import { moneyString } from './money';
import { pagedQuery } from './page';
import { wholeAmountField } from './wallet';
import { packageStatuses, packageTypes, stakeSourceWallets, stakeStatuses, terminateActions } from './staking-paths';

/**
 * Staking: packages, stakes, profit and claims (decisions.md "Staking plans"; docs/api/staking.md).
 * Paths keep the spec's spelling. Amounts on the wire are decimal strings of USDT; rates are
 * percent per day as decimal strings ("0.30" = 0.30 % of the principal per business day).
 */
export {
  liveStakeStatuses,
  packageStatuses,
  type PackageStatus,
  packageTypes,
  type PackageType,
  stakeSourceWallets,
  type StakeSourceWallet,
  stakeStatuses,
  type StakeStatus,
  stakingAdminPaths,
  stakingPaths,
  terminateActions,
  type TerminateAction,
} from './staking-paths';

/** A business day, YYYY-MM-DD in BUSINESS_TZ. */
const daySchema = z.string().describe('business day YYYY-MM-DD in BUSINESS_TZ');
const percentSchema = z.string().describe('percent as a decimal string, e.g. "0.30"');

export const stakingPackageSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(packageTypes),
  /** In the caller's language. */
  name: z.string(),
  /** Null for flexible (open-ended). */
  term_days: z.number().nullable(),
  min_amount: moneyString,
  /** Null: no cap. */
  max_amount: moneyString.nullable(),
  step_amount: moneyString,
  /** Percent of the principal per business day. */
  daily_rate: percentSchema.describe('percent of the principal per business day'),
  /** Days a stake must be held (more than) before surrender; null when surrender is not allowed. */
  surrender_after_days: z.number().nullable(),
  /** Percent of the principal kept on surrender. */
  penalty_percent: percentSchema,
  can_terminate_early: z.boolean(),
  /** Seeded demo rates are labelled as such until the operator sets real ones. */
  is_demo_rate: z.boolean(),
  status: z.enum(packageStatuses),
});
export type StakingPackage = z.infer<typeof stakingPackageSchema>;

/** getPackageType's answer: the packages on offer, names in the caller's language. */
export const packageTypeListSchema = z.object({ package_type: z.array(stakingPackageSchema) });
export type PackageTypeList = z.infer<typeof packageTypeListSchema>;

export const stakeViewSchema = z.object({
  id: z.string(),
  package_id: z.string(),
  package_code: z.string(),
  package_name: z.string(),
  type: z.enum(packageTypes),
  amount: moneyString,
  source_wallet: z.enum(stakeSourceWallets),
  status: z.enum(stakeStatuses),
  staked_at: z.string(),
  /** First business day that earns profit. */
  start_day: daySchema,
  /** Last day of the current term; null for flexible. */
  term_end_day: daySchema.nullable(),
  /** 1 for the first term, +1 at each auto-renewal. */
  cycle: z.number(),
  days_held: z.number(),
  /** First day a surrender may be asked for; null when the package allows none. */
  surrender_opens_day: daySchema.nullable(),
  can_surrender: z.boolean(),
  can_quit_at_maturity: z.boolean(),
  can_redeem: z.boolean(),
  can_change_package: z.boolean(),
  penalty_percent: percentSchema,
  /** What a surrender today would keep. */
  penalty_amount: moneyString,
  /** Profit of one business day at the current rate. */
  daily_profit: moneyString,
  total_profit: moneyString,
  ended_at: z.string().nullable(),
});
export type StakeView = z.infer<typeof stakeViewSchema>;

export const stakingInfoSchema = z.object({
  live_count: z.number(),
  principal: moneyString,
  claimable_profit: moneyString,
  total_profit: moneyString.describe('staking profit and all bonuses earned'),
  static_bonus: moneyString.describe('staking profit accrued in total'),
  special_bonus: moneyString.describe('rank bonus in total'),
  dynamic_bonus: moneyString.describe('direct sponsor bonus in total'),
  level_bonus: moneyString.describe('level bonus in total'),
  stakes: z.array(stakeViewSchema),
  /**
   * Today's business day by the server's clock, so the page's previews and countdowns count from the
   * same day the server does. Optional: the page falls back to the browser's clock.
   */
  business_day: daySchema.optional(),
  /** Stakes made on chain and verified by the server (contractStaking), newest first. */
  contract_stakes: z.array(contractStakeSchema).optional(),
});
export type StakingInfo = z.infer<typeof stakingInfoSchema>;

/** What every record line about one of the member's stakes starts with: the line, its stake and package. */
const stakeLineFields = { id: z.string(), stake_id: z.string(), package_name: z.string() };

/** One profit line: a stake's accrual for one business day. */
export const profitRecordSchema = z.object({
  ...stakeLineFields,
  business_day: daySchema,
  principal: moneyString,
  daily_rate: percentSchema,
  amount: moneyString,
  status: z.enum(['claimable', 'claimed']),
});
export type ProfitRecord = z.infer<typeof profitRecordSchema>;

/** One bonus line with its trace (which member, stake or day it came from, the rule and rate). */
export const bonusRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['direct', 'level', 'rank']),
  level: z.number().nullable(),
  business_day: daySchema.nullable(),
  source_username: z.string().nullable(),
  source_stake_id: z.string().nullable(),
  base: moneyString,
  rate_percent: percentSchema,
  amount: moneyString,
  rule: z.string(),
  created_at: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const quitRecordSchema = z.object({
  ...stakeLineFields,
  action: z.enum(terminateActions),
  amount: moneyString,
  penalty: moneyString,
  returned: moneyString,
  status: z.enum(['pending', 'approved', 'rejected', 'scheduled', 'done']),
  reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type QuitRecord = z.infer<typeof quitRecordSchema>;

export const investRecordSchema = z.object({
  ...stakeLineFields,
  kind: z.enum(['stake', 'renew', 'change_package']),
  amount: moneyString,
  source_wallet: z.enum(stakeSourceWallets).nullable(),
  created_at: z.string(),
});
export type InvestRecord = z.infer<typeof investRecordSchema>;

const idField = z
  .union([z.string(), z.number()], { error: 'required' })
  .transform(String)
  .pipe(z.string().regex(/^[1-9][0-9]{0,17}$/, 'invalid'));

export const stakingPageQuery = pagedQuery({});

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
export const redeemProfitResultSchema = z.object({
  amount: moneyString,
  lines: z.number(),
  point2: moneyString,
  claimed_at: z.string(),
});
export type RedeemProfitResult = z.infer<typeof redeemProfitResultSchema>;

/** A package as the back office sees it: every language's name and how much is staked in it. */
export const adminStakingPackageSchema = stakingPackageSchema.omit({ name: true }).extend({
  names: z.object(
    Object.fromEntries(languages.map((l) => [l, z.string()])) as Record<(typeof languages)[number], z.ZodString>,
  ),
  sort_order: z.number(),
  live_count: z.number(),
  live_principal: moneyString,
  updated_at: z.string(),
});
export type AdminStakingPackage = z.infer<typeof adminStakingPackageSchema>;

/** A surrender waiting for staff, oldest first. */
export const surrenderQueueItemSchema = z.object({
  stake_id: z.string(),
  member_id: z.string(),
  username: z.string(),
  package_name: z.string(),
  amount: moneyString,
  start_day: daySchema,
  days_held: z.number(),
  penalty_percent: percentSchema,
  penalty: moneyString,
  returned: moneyString,
  requested_at: z.string(),
});
export type SurrenderQueueItem = z.infer<typeof surrenderQueueItemSchema>;

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

/** A staff decision on a surrender. */
export const surrenderDecisionSchema = z.object({
  stake_id: z.string(),
  status: z.enum(stakeStatuses),
  penalty: moneyString,
  returned: moneyString,
  decided_at: z.string(),
});
export type SurrenderDecision = z.infer<typeof surrenderDecisionSchema>;

/**
 * One settled (or settling) day as the back office lists it at stakingAdminPaths.settlementDays,
 * newest first: read-only, the settlement job writes these (settlement_days).
 */
export const settlementDayRowSchema = z.object({
  business_day: z.string(),
  /** False for Saturday and Sunday: the day is recorded but pays no profit. */
  is_business_day: z.boolean(),
  started_at: z.string(),
  /** Null while the day is still running (or after a crash, until the rerun finishes it). */
  finished_at: z.string().nullable(),
  stakes_accrued: z.number(),
  profit: z.string(),
  bonus: z.string(),
  matured: z.number(),
  renewed: z.number(),
  notices: z.number(),
});
export type SettlementDayRow = z.infer<typeof settlementDayRowSchema>;
