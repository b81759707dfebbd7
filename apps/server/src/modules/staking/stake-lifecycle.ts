import {
  type Language,
  type StakeView,
  type StakingPackage,
  bpsOf,
  bpsToPercent,
  ppmToPercent,
  dailyProfitOf,
  formatMicro,
  languages,
  addDays,
  daysHeld,
  type JournalType,
} from '@tandem/contracts';
import type { Selectable } from 'kysely';
import type { StakeStatusValue, StakingPackagesTable } from '../../db/schema-staking';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { type Leg, postJournal } from '../../ledger/post-journal';
import type { Trx } from '../../db/transaction';
import { applyStakeVolumeChange } from '../team/team-aggregates';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { notifyMember } from '../notifications/notifications.service';
import {
  activateStakesStartedBy,
  endStake,
  findFirstStartDay,
  findStakesToReturn,
  insertStakeEvent,
  renewEndedTerms,
  setStakeJournal,
  takeStakesToNotice,
} from './staking.repository';

/** How a stake gives its principal back, and the state it may do so from (compare-and-set). */
export type ReturnOutcome = 'terminated' | 'end' | 'surrender_approved';

const returnRules: Record<
  ReturnOutcome,
  { from: StakeStatusValue[]; event: 'quit_done' | 'redeem' | 'surrender_approved'; journalType: JournalType }
> = {
  // A terminating fixed or contract stake at the end of its term (settlement).
  terminated: { from: ['quit_request_pending'], event: 'quit_done', journalType: 'stake_return' },
  // A flexible stake redeemed by its member.
  end: { from: ['active'], event: 'redeem', journalType: 'stake_redeem' },
  // A surrender staff approved.
  surrender_approved: { from: ['surrender_pending'], event: 'surrender_approved', journalType: 'stake_surrender' },
};

export interface ReturnOptions {
  /** When it happened; defaults to the clock. Settlement passes the end of the term's last day. */
  at?: Date;
  staffId?: bigint | null;
  reason?: string | null;
}

/**
 * Ends a live stake and gives its principal back: stake_lock → point1, the penalty (surrender) to
 * fee revenue. The status is compare-and-set from the one state each outcome may leave, so two
 * callers at once (two staff, staff and settlement, a rerun) end it once: the loser gets
 * STATE_CHANGED and its transaction rolls back. The journal's business key repeats the guard.
 *
 * The member's live volume drops in the same transaction (team aggregates). Returns the journal id.
 */
export async function returnStakePrincipal(
  trx: Trx,
  deps: { clock: Clock },
  stake: { id: bigint; member_id: bigint; principal_micro: bigint },
  outcome: ReturnOutcome,
  penaltyMicro: bigint,
  options: ReturnOptions = {},
): Promise<bigint> {
  if (penaltyMicro < 0n || penaltyMicro > stake.principal_micro) {
    throw new Error(`stake ${stake.id}: penalty ${penaltyMicro} outside 0..principal`);
  }
  const rule = returnRules[outcome];
  const at = options.at ?? deps.clock.now();
  const returnedMicro = stake.principal_micro - penaltyMicro;

  const updated = await endStake(trx, stake.id, rule.from, {
    status: outcome,
    penalty_micro: penaltyMicro,
    returned_micro: returnedMicro,
    at,
  });
  if (!updated) throw new AppError('STATE_CHANGED');
  // The caller's copy must be the row's: the ledger moves what the stake really locked.
  if (updated.principal_micro !== stake.principal_micro) throw new AppError('STATE_CHANGED');

  const legs: Leg[] = [
    { account: { memberId: stake.member_id, kind: 'stake_lock' }, amountMicro: -stake.principal_micro },
  ];
  if (returnedMicro > 0n)
    legs.push({ account: { memberId: stake.member_id, kind: 'point1' }, amountMicro: returnedMicro });
  if (penaltyMicro > 0n) legs.push({ account: { platform: 'fee_revenue' }, amountMicro: penaltyMicro });
  const posted = await postJournal(trx, {
    type: rule.journalType,
    businessKey: `stake_end:${stake.id}`,
    memberId: stake.member_id,
    legs,
    metadata: {
      stake_id: stake.id,
      outcome,
      principal_micro: stake.principal_micro,
      penalty_micro: penaltyMicro,
      returned_micro: returnedMicro,
    },
    at,
  });

  await insertStakeEvent(trx, {
    stake_id: stake.id,
    member_id: stake.member_id,
    kind: rule.event,
    amount_micro: returnedMicro,
    penalty_micro: penaltyMicro,
    staff_id: options.staffId ?? null,
    reason: options.reason ?? null,
    journal_id: posted.journalId,
    created_at: at,
  });
  await setStakeJournal(trx, stake.id, posted.journalId);
  await applyStakeVolumeChange(trx, stake.member_id, -stake.principal_micro, at);
  return posted.journalId;
}

/** The first day any stake started: where settlement begins before its first run. */
export function firstStakeStartDay(db: Database): Promise<string | null> {
  return findFirstStartDay(db);
}

/** Stakes whose first earning day has come become active (the member sees it from that day on). */
export function activateStartedStakes(db: Database, day: string, at: Date): Promise<bigint> {
  return activateStakesStartedBy(db, day, at);
}

/**
 * Sends the expiry notice of up to `limit` terms ending between `day` and `lastNoticeDay`: the
 * in-app and mail notice and the stake's 'expiry_notice' event, in the caller's transaction with the
 * stake's notice_sent_cycle, the guard that sends each term's notice once. Returns how many.
 */
export async function sendTermExpiryNotices(
  trx: Trx,
  deps: Pick<Deps, 'clock' | 'config'>,
  window: { day: string; lastNoticeDay: string; limit: number; at: Date },
): Promise<number> {
  const due = await takeStakesToNotice(trx, window.day, window.lastNoticeDay, window.limit);
  for (const stake of due) {
    await notifyMember(trx, deps, {
      memberId: stake.member_id,
      kind: 'stake_expiry',
      params: {
        stake_id: String(stake.id),
        amount: formatMicro(stake.principal_micro),
        expires_at: stake.term_end_day,
      },
    });
    await insertStakeEvent(trx, {
      stake_id: stake.id,
      member_id: stake.member_id,
      kind: 'expiry_notice',
      amount_micro: stake.principal_micro,
      reason: `term ${stake.cycle} ends on ${stake.term_end_day}`,
      created_at: window.at,
    });
  }
  return due.length;
}

/** Stakes to return at the end of their term on `day` (their member asked to terminate), a page at a time. */
export function findStakesEndingTerm(db: Database, day: string, afterId: bigint, limit: number) {
  return findStakesToReturn(db, day, afterId, limit);
}

/** Every other live stake whose term ended by `day` renews into the same package for another term. */
export function renewStakeTerms(trx: Trx, day: string, at: Date): Promise<bigint> {
  return renewEndedTerms(trx, day, at);
}

/** A surrender's penalty: `penaltyBps` of the principal, rounded down to the micro unit. */
export const penaltyOf = bpsOf;

/** A package as stakes read it: the table's columns but its ordering and times (names: the raw JSON). */
export type PackageRow = Omit<
  Selectable<StakingPackagesTable>,
  'names' | 'sort_order' | 'created_at' | 'updated_at'
> & {
  names: unknown;
};

/** The package's name in `language`, falling back to English, then Chinese, then its code. */
export function packageName(row: Pick<PackageRow, 'names' | 'code'>, language: string): string {
  const names = (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as Partial<
    Record<Language, string>
  > | null;
  const lng = (languages as readonly string[]).includes(language) ? (language as Language) : 'zh';
  return names?.[lng] || names?.en || names?.zh || row.code;
}

export function packageView(row: PackageRow, language: string): StakingPackage {
  return {
    id: String(row.id),
    code: row.code,
    type: row.type,
    name: packageName(row, language),
    term_days: row.term_days,
    min_amount: formatMicro(row.min_micro),
    max_amount: row.max_micro === null ? null : formatMicro(row.max_micro),
    step_amount: formatMicro(row.step_micro),
    daily_rate: ppmToPercent(row.daily_rate_ppm),
    surrender_after_days: row.surrender_after_days,
    penalty_percent: bpsToPercent(row.penalty_bps),
    can_terminate_early: row.can_terminate_early,
    is_demo_rate: row.is_demo_rate,
    status: row.status,
  };
}

export interface StakeRow {
  id: bigint;
  member_id: bigint;
  package_id: bigint;
  principal_micro: bigint;
  source_wallet: 'point1' | 'point2' | 'point3';
  status: StakeStatusValue;
  staked_at: Date;
  start_day: string;
  cycle_start_day: string;
  term_end_day: string | null;
  cycle: number;
  ended_at: Date | null;
}

/** The first day a surrender may be asked for: more than `surrender_after_days` held. */
export function surrenderOpensDay(
  stake: Pick<StakeRow, 'start_day'>,
  pkg: Pick<PackageRow, 'type' | 'surrender_after_days'>,
) {
  if (pkg.type !== 'fixed' || pkg.surrender_after_days === null) return null;
  return addDays(stake.start_day, pkg.surrender_after_days);
}

/** What a member may do with a stake today; the service enforces the same rules. */
export function stakeAbilities(stake: Pick<StakeRow, 'status' | 'start_day'>, pkg: PackageRow, today: string) {
  const isActive = stake.status === 'active';
  const opens = surrenderOpensDay(stake, pkg);
  return {
    can_surrender: isActive && opens !== null && today >= opens,
    can_quit_at_maturity: isActive && pkg.type !== 'flexible',
    can_redeem: isActive && pkg.type === 'flexible',
    // Leaving a contract would end it early.
    can_change_package: isActive && pkg.type !== 'contract',
  };
}

/** A stake as the member sees it on `today` (business day), with its package's current terms. */
export function stakeView(
  stake: StakeRow,
  pkg: PackageRow,
  language: string,
  today: string,
  totalProfitMicro: bigint,
): StakeView {
  const isLive = ['not_activated', 'active', 'quit_request_pending', 'surrender_pending'].includes(stake.status);
  return {
    id: String(stake.id),
    package_id: String(pkg.id),
    package_code: pkg.code,
    package_name: packageName(pkg, language),
    type: pkg.type,
    amount: formatMicro(stake.principal_micro),
    source_wallet: stake.source_wallet,
    status: stake.status,
    staked_at: stake.staked_at.toISOString(),
    start_day: stake.start_day,
    term_end_day: stake.term_end_day,
    cycle: stake.cycle,
    days_held: isLive ? daysHeld(stake.start_day, today) : 0,
    surrender_opens_day: surrenderOpensDay(stake, pkg),
    ...stakeAbilities(stake, pkg, today),
    penalty_percent: bpsToPercent(pkg.penalty_bps),
    penalty_amount: formatMicro(penaltyOf(stake.principal_micro, pkg.penalty_bps)),
    daily_profit: formatMicro(dailyProfitOf(stake.principal_micro, pkg.daily_rate_ppm)),
    total_profit: formatMicro(totalProfitMicro),
    ended_at: stake.ended_at?.toISOString() ?? null,
  };
}
