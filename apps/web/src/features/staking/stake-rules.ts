import {
  BUSINESS_DAYS_PER_YEAR,
  MICRO_PER_UNIT,
  annualBpsOfDaily,
  bpsToShortPercent,
  type StakingPackage,
  addDays,
  businessDate,
  dailyProfitOf,
  formatMicro,
  parseMoneyToMicro,
  previewPercentOf,
  parsePercentPpm,
  nextWeekday,
  termEndDay,
  weekdaysBetween,
} from '@tandem/contracts';

/** The server's default BUSINESS_TZ; used only when the server did not say which day it is. */
const FALLBACK_BUSINESS_TZ = 'Asia/Singapore';

/** Why an amount does not fit a package, checked as the member types (the server checks again). */
export type AmountProblem = 'required' | 'belowMin' | 'aboveMax' | 'step';

export function amountProblem(pkg: StakingPackage, amountText: string): AmountProblem | null {
  if (!/^[1-9]\d*$/.test(amountText)) return 'required';
  const micro = BigInt(amountText) * MICRO_PER_UNIT;
  const min = parseMoneyToMicro(pkg.min_amount) ?? 0n;
  const max = pkg.max_amount === null ? null : parseMoneyToMicro(pkg.max_amount);
  const step = parseMoneyToMicro(pkg.step_amount) ?? MICRO_PER_UNIT;
  if (micro < min) return 'belowMin';
  if (max !== null && micro > max) return 'aboveMax';
  if (step > 0n && micro % step !== 0n) return 'step';
  return null;
}

/** "YYYY-MM-DD" of now in the business time zone, when the server has not told us. */
export function browserBusinessDay(now: Date = new Date()): string {
  return businessDate(now, FALLBACK_BUSINESS_TZ);
}

/** One business day's profit at the package's rate (up to four decimals), as settlement computes it. */
export function dailyProfitMicro(amountMicro: bigint, dailyRatePercent: string): bigint {
  const ppm = parsePercentPpm(dailyRatePercent);
  return ppm === null ? 0n : dailyProfitOf(amountMicro, ppm);
}

export interface StakePreview {
  dailyProfit: string;
  firstProfitDay: string;
  /** Last day of the first term; null for flexible. */
  maturityDay: string | null;
  /** First day a surrender may be asked for; null when the package allows none. */
  surrenderOpensDay: string | null;
  penalty: string;
  /** What a surrender would return. */
  surrenderReturns: string;
  /** The first term's estimated profit: its business days × the daily profit; null for flexible. */
  termEstimate: { businessDays: number; profit: string } | null;
}

/**
 * What a stake of `amountText` in `pkg` made on `today` would do (decisions.md "Staking plans"): it
 * earns from the next weekday, the term counts calendar days from that day, and surrender opens once
 * more than `surrender_after_days` days have been held.
 */
export function previewStake(pkg: StakingPackage, amountText: string, today: string): StakePreview | null {
  if (amountProblem(pkg, amountText) !== null) return null;
  const amountMicro = BigInt(amountText) * MICRO_PER_UNIT;
  const firstProfitDay = nextWeekday(today);
  const penaltyMicro = penaltyOf(amountMicro, pkg.penalty_percent);
  const dailyMicro = dailyProfitMicro(amountMicro, pkg.daily_rate);
  const maturityDay = pkg.term_days === null ? null : termEndDay(firstProfitDay, pkg.term_days);
  const businessDays = maturityDay === null ? null : weekdaysBetween(firstProfitDay, maturityDay);
  return {
    dailyProfit: formatMicro(dailyMicro),
    firstProfitDay,
    maturityDay,
    termEstimate:
      businessDays === null ? null : { businessDays, profit: formatMicro(dailyMicro * BigInt(businessDays)) },
    // Days held count the first profit day as day 1, so "more than N held" starts N days after it.
    surrenderOpensDay:
      pkg.type !== 'fixed' || pkg.surrender_after_days === null
        ? null
        : addDays(firstProfitDay, pkg.surrender_after_days),
    penalty: formatMicro(penaltyMicro),
    surrenderReturns: formatMicro(amountMicro - penaltyMicro),
  };
}

/** The part of the principal a surrender keeps, rounded down to the micro unit as the server does. */
export const penaltyOf = previewPercentOf;

/** The daily rate as a simple yearly percent ("78"), or null when the rate does not parse (decision 020). */
export function annualPercentOf(dailyRatePercent: string): string | null {
  const bps = annualBpsOfDaily(dailyRatePercent, BUSINESS_DAYS_PER_YEAR);
  return bps === null ? null : bpsToShortPercent(bps);
}
