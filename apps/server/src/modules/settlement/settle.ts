import { businessDate, addDays, isWeekend, endOfBusinessDay, startOfBusinessDay } from '@tandem/contracts';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { withJobLock } from '../../lib/job-lock';
import { countSettlementDayRun } from '../../lib/metrics';
import { firstStakeStartDay } from '../staking/stake-lifecycle';
import { foldTeamEvents } from '../team/team-aggregates';
import { payDayBonuses } from './steps/level-bonus';
import { accrueProfit } from './steps/profit-accrual';
import { DEFAULT_BATCH_SIZE, PGLITE_BATCH_SIZE, type SettlementHooks } from './steps/settlement-batch';
import { activateStarted, endTerms, sendExpiryNotices } from './steps/stake-terms';
import {
  clearDayWork,
  findFinishedDaysBetween,
  finishDay,
  findLastFinishedDay,
  getDay,
  insertDay,
} from './settlement.repository';

/** What every step of a day is given: the day, its instants, the batch size and the crash-test hooks. */
export interface DayContext {
  db: Database;
  day: string;
  /** Stamp of everything that belongs to the day (end of the business day). */
  at: Date;
  /** Start of the next business day: stakes that ended at or after it were live all through `day`. */
  nextDayStart: Date;
  batchSize: number;
  hooks: SettlementHooks;
}

export type SettlementDeps = Pick<Deps, 'db' | 'dbKind' | 'clock' | 'config' | 'settings'>;

export interface SettleOptions {
  batchSize?: number;
  hooks?: SettlementHooks;
  /** Called after each step of a day with its duration (the bench's breakdown). */
  onStep?: (step: string, ms: number) => void;
}

export interface SettledDay {
  day: string;
  isBusinessDay: boolean;
  stakesAccrued: bigint;
  profitMicro: bigint;
  bonusMicro: bigint;
  matured: bigint;
  renewed: bigint;
  notices: bigint;
}

/** Settlement of a day starts this long after the day ends, so a stake made at 23:59 is in. */
export const SETTLEMENT_GRACE_MS = 5 * 60_000;

/** The last business day whose settlement is due at `now`: yesterday, from 00:05 business time. */
export function lastDueDay(now: Date, timeZone: string): string {
  return addDays(businessDate(new Date(now.getTime() - SETTLEMENT_GRACE_MS), timeZone), -1);
}

/**
 * The first day not yet settled: the day after the last finished one, or, before the first run,
 * the first day any stake started. Null when there is nothing to settle yet.
 */
export async function nextDayToSettle(db: Database): Promise<string | null> {
  const last = await findLastFinishedDay(db);
  if (last) return addDays(last, 1);
  return firstStakeStartDay(db);
}

/**
 * Settles one day, in the order the rules need: stakes that start today activate; on a weekday
 * every earning stake accrues and the level and rank bonuses follow from that profit; expiry
 * notices; the terms ending today end or renew; the day is marked finished. The team aggregates fold
 * once, first (ranks move). Every step is guarded so that running it again, or twice at once, does nothing
 * new; the day counts as settled only once all of it is done.
 */
export async function settleDay(deps: SettlementDeps, day: string, options: SettleOptions = {}): Promise<SettledDay> {
  const tz = deps.config.businessTz;
  const isBusinessDay = !isWeekend(day);
  const ctx: DayContext = {
    db: deps.db,
    day,
    at: endOfBusinessDay(day, tz),
    nextDayStart: startOfBusinessDay(addDays(day, 1), tz),
    // PGlite is one connection shared with the members' requests: shorter batches, shorter waits.
    batchSize: options.batchSize ?? (deps.dbKind === 'pglite' ? PGLITE_BATCH_SIZE : DEFAULT_BATCH_SIZE),
    hooks: options.hooks ?? {},
  };
  await insertDay(deps.db, day, isBusinessDay, deps.clock.now());
  const started = await readDay(deps.db, day);
  if (started.finishedAt) return started.summary;

  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await work();
    options.onStep?.(name, performance.now() - t0);
    return result;
  };
  // The day's one team fold, first: the bonuses' gates and ranks count every stake made or returned
  // before this run (the previous day's returns at maturity included), weekends too.
  await step('team fold', () => foldTeamEvents(deps.db, ctx.at));
  await step('activate', () => activateStarted(ctx));
  if (isBusinessDay) {
    await step('profit', () => accrueProfit(ctx));
    await step('bonuses', () => payDayBonuses(ctx, deps.settings, step));
  }
  await step('notices', () => sendExpiryNotices(ctx, deps));
  await step('terms', () => endTerms(ctx, deps));

  await finishDay(deps.db, day, deps.clock.now());
  countSettlementDayRun();
  await clearDayWork(deps.db, day);
  return (await readDay(deps.db, day)).summary;
}

async function readDay(db: Database, day: string) {
  const row = await getDay(db, day);
  return {
    finishedAt: row.finished_at,
    summary: {
      day,
      isBusinessDay: row.is_business_day,
      stakesAccrued: BigInt(row.stakes_accrued),
      profitMicro: BigInt(row.profit_micro),
      bonusMicro: BigInt(row.bonus_micro),
      matured: BigInt(row.matured),
      renewed: BigInt(row.renewed),
      notices: BigInt(row.notices),
    } satisfies SettledDay,
  };
}

/**
 * Settles every unsettled day up to and including `lastDay`, one day after the other (a server
 * that was down three days catches up day by day). Safe without the runner lock too: a second
 * runner at the same time finds each piece done or waits on its guard.
 */
export async function settleThrough(
  deps: SettlementDeps,
  lastDay: string,
  options: SettleOptions = {},
): Promise<SettledDay[]> {
  const settled: SettledDay[] = [];
  let day = await nextDayToSettle(deps.db);
  while (day !== null && day <= lastDay) {
    settled.push(await settleDay(deps, day, options));
    day = addDays(day, 1);
  }
  return settled;
}

/** The days settled after `after` up to and including `through`, whoever ran them, oldest first. */
export function settledDaysBetween(deps: Pick<SettlementDeps, 'db'>, after: string, through: string) {
  return findFinishedDaysBetween(deps.db, after, through);
}

export interface RunResult {
  /** False when another runner held the lock; it settles the days itself. */
  ran: boolean;
  days: SettledDay[];
}

/**
 * settleThrough under the settlement job's lock (lib/job-lock), so two servers (or the scheduler and
 * the CLI) do not run the same days side by side; a server killed mid-run releases it, and the next
 * runner finishes the day from its guards.
 */
export async function runSettlement(
  deps: SettlementDeps,
  lastDay: string,
  options: SettleOptions = {},
): Promise<RunResult> {
  const result = await withJobLock(deps, 'settlement', () => settleThrough(deps, lastDay, options));
  return result.ran ? { ran: true, days: result.value } : { ran: false, days: [] };
}
