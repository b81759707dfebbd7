import { randomUUID } from 'node:crypto';
import {
  type RedeemProfitResult,
  type StakeSourceWallet,
  type StakeView,
  type StakingInfo,
  type StakingPackage,
  type TerminateAction,
  formatMicro,
  liveStakeStatuses,
  parseWholeUnitsToMicro,
  businessDate,
  addDays,
  daysHeld,
  nextWeekday,
  termEndDay,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type IdempotencyClaim, type Idempotent, replayIfRaced, runIdempotent } from '../../ledger/idempotency';
import { postJournal } from '../../ledger/post-journal';
import type { Trx } from '../../db/transaction';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import { applyStakeVolumeChange } from '../team/team-aggregates';
import { contractStakesOfColumn, contractStakesRead } from './contract-staking.service';
import { payDirectBonus } from './direct-bonus';
import {
  type PackageRow,
  type StakeRow,
  packageView,
  penaltyOf,
  returnStakePrincipal,
  stakeView,
  surrenderOpensDay,
} from './stake-lifecycle';
import {
  claimAccruals,
  findMemberUnclaimedProfit,
  findProfitTotalsByStake,
  findStake,
  insertStake,
  insertStakeEvent,
  lockMemberStake,
  moveStakeStatus,
  moveStakeToPackage,
  setStakeJournal,
  memberStakesInSession,
  stakingTotalsInSession,
  type StakeInSessionColumns,
  unclaimedProfitInSession,
} from './staking.repository';
import { findPackage, findPackages } from './staking-packages.repository';
import {
  type Folded,
  type MemberSessionKey,
  type MemberSessionRow,
  combineReads,
  foldedRead,
  readRowsInSession,
} from '../../db/member-session';
import { requireActiveAccountFor } from '../activation-codes/activation-codes.service';

/** Ended stakes shown under the live ones on the asset page; older ones are in the records. */
const ENDED_STAKES_SHOWN = 20;

export interface MemberRef {
  id: bigint;
  language: string;
}

export const todayOf = (deps: Pick<Deps, 'clock' | 'config'>) => businessDate(deps.clock.now(), deps.config.businessTz);

/**
 * The amount rules of a package: at least min, a whole multiple of step, at most max.
 * INCORRECT_STAKING_AMOUNT / MAX_STAKE_AMOUNT carry the rules so the client can say which.
 */
export function checkAmount(pkg: PackageRow, amountMicro: bigint): void {
  const rules = {
    min: formatMicro(pkg.min_micro),
    max: pkg.max_micro === null ? null : formatMicro(pkg.max_micro),
    step: formatMicro(pkg.step_micro),
  };
  if (amountMicro < pkg.min_micro || amountMicro % pkg.step_micro !== 0n) {
    throw new AppError('INCORRECT_STAKING_AMOUNT', { ...rules, fields: { amount: 'invalid' } });
  }
  if (pkg.max_micro !== null && amountMicro > pkg.max_micro) {
    throw new AppError('MAX_STAKE_AMOUNT', { ...rules, fields: { amount: 'invalid' } });
  }
}

async function requireActivePackage(deps: Deps, id: bigint, field: string) {
  const pkg = await findPackage(deps.db, id);
  if (!pkg) throw new AppError('NOT_FOUND', { fields: { [field]: 'invalid' } });
  if (pkg.status !== 'active') throw new AppError('PACKAGE_INACTIVE', { fields: { [field]: 'invalid' } });
  return pkg;
}

export async function listPackages(deps: Deps, language: string): Promise<StakingPackage[]> {
  const rows = await findPackages(deps.db, { activeOnly: true });
  return rows.map((row) => packageView(row, language));
}

/** getUnclaimedProfit as the column `unclaimed_profit_micro` of a folded member read (db/member-session.ts). */
export { unclaimedProfitInSession };

/** The member's accrued profit not yet claimed: the sum of their unclaimed accrual lines (migration 0012). */
export function getUnclaimedProfit(deps: Pick<Deps, 'db'>, memberId: bigint): Promise<bigint> {
  return findMemberUnclaimedProfit(deps.db, memberId);
}

type StakingInfoColumns = StakeInSessionColumns & {
  unclaimed_profit_micro: bigint;
  profit_total_micro: bigint;
  bonus_direct_micro: bigint;
  bonus_level_micro: bigint;
  bonus_rank_micro: bigint;
  contract_stakes: unknown;
};
type StakingInfoRows = Array<MemberSessionRow & StakingInfoColumns>;

const stakingInfoRead = foldedRead(() =>
  combineReads(
    unclaimedProfitInSession,
    stakingTotalsInSession,
    contractStakesRead,
    memberStakesInSession(ENDED_STAKES_SHOWN),
  ),
);

/**
 * stakingInfo's one round trip: the session check, the stakes with their packages and profit, the
 * profit and bonus totals and the contract stakes in one statement (a row per stake, each carrying
 * the same totals).
 */
export async function readStakingInfo(deps: Pick<Deps, 'db'>, key: MemberSessionKey): Promise<Folded<StakingInfoRows>> {
  const rows = await readRowsInSession<StakingInfoColumns>(deps.db, key, stakingInfoRead);
  return { session: rows[0], data: rows };
}

/** The columns of one table that a folded read named `<prefix><column>`, under their own names. */
function unprefixed<Row>(row: object, prefix: string): Row {
  return Object.fromEntries(
    Object.entries(row).flatMap(([name, value]) =>
      name.startsWith(prefix) ? [[name.slice(prefix.length), value]] : [],
    ),
  ) as Row;
}

/** stakingInfo's answer from readStakingInfo's rows, package names in the reader's language. */
export function stakingInfoOfRows(
  deps: Pick<Deps, 'clock' | 'config'>,
  member: MemberRef,
  rows: StakingInfoRows,
): StakingInfo {
  const today = todayOf(deps);
  const first = rows[0]!;
  const stakes = rows
    .filter((r) => r.stake_id !== null)
    .sort((a, b) => Number(a.stake_order) - Number(b.stake_order))
    .map((r) => ({
      stake: { ...unprefixed<StakeRow>(r, 'stake_'), member_id: member.id },
      pkg: unprefixed<PackageRow>(r, 'package_'),
      profit: r.stake_profit_micro,
    }));
  const live = stakes.filter(({ stake }) => (liveStakeStatuses as readonly string[]).includes(stake.status));
  const bonuses = { direct: first.bonus_direct_micro, level: first.bonus_level_micro, rank: first.bonus_rank_micro };
  return {
    live_count: live.length,
    principal: formatMicro(live.reduce((sum, { stake }) => sum + stake.principal_micro, 0n)),
    claimable_profit: formatMicro(first.unclaimed_profit_micro),
    total_profit: formatMicro(first.profit_total_micro + bonuses.direct + bonuses.level + bonuses.rank),
    static_bonus: formatMicro(first.profit_total_micro),
    special_bonus: formatMicro(bonuses.rank),
    dynamic_bonus: formatMicro(bonuses.direct),
    level_bonus: formatMicro(bonuses.level),
    stakes: stakes.map(({ stake, pkg, profit }) => stakeView(stake, pkg, member.language, today, profit)),
    business_day: today,
    contract_stakes: contractStakesOfColumn(first.contract_stakes),
  };
}

async function viewOf(deps: Deps, trx: Trx, stake: StakeRow, language: string): Promise<StakeView> {
  const pkg = await findPackage(trx, stake.package_id);
  const profits = await findProfitTotalsByStake(trx, [stake.id]);
  return stakeView(stake, pkg!, language, todayOf(deps), profits.get(stake.id) ?? 0n);
}

/**
 * A new stake: the package's amount rules, the secondary password, then in one transaction the
 * stake row, source wallet → stake_lock, its history line, the sponsor's direct bonus and the team
 * volume. It earns from the first weekday after today (business time).
 */
export async function createStake(
  deps: Deps,
  member: MemberRef,
  input: { package_id: string; amount: string; wallet: StakeSourceWallet; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<StakeView>> {
  // NO_PIN when the operator's PIN_REQUIRED_FOR says staking needs an activated account.
  await requireActiveAccountFor(deps, member.id, 'staking');

  const amountMicro = parseWholeUnitsToMicro(input.amount);
  if (amountMicro === null || amountMicro <= 0n) throw AppError.fields({ amount: 'invalid' });
  const pkg = await requireActivePackage(deps, BigInt(input.package_id), 'package_id');
  checkAmount(pkg, amountMicro);
  await verifySecondaryPassword(deps, member.id, input.sec_password);

  const at = deps.clock.now();
  const today = businessDate(at, deps.config.businessTz);
  const startDay = nextWeekday(today);

  // Read before the transaction: a settings read inside it would wait for a second connection,
  // which the embedded database (one connection) never has while the transaction holds it.
  const { directBonusBps } = await deps.settings.typed();
  return runIdempotent(deps.db, claim, at, async (trx) => {
    const { id } = await insertStake(trx, {
      member_id: member.id,
      package_id: pkg.id,
      principal_micro: amountMicro,
      source_wallet: input.wallet,
      staked_at: at,
      start_day: startDay,
      term_end_day: pkg.term_days === null ? null : termEndDay(startDay, pkg.term_days),
    });
    const posted = await postJournal(trx, {
      type: 'stake',
      businessKey: `stake:${id}`,
      memberId: member.id,
      legs: [
        { account: { memberId: member.id, kind: input.wallet }, amountMicro: -amountMicro },
        { account: { memberId: member.id, kind: 'stake_lock' }, amountMicro },
      ],
      metadata: { stake_id: id, package_id: pkg.id, source_wallet: input.wallet, amount_micro: amountMicro },
      at,
    });
    await setStakeJournal(trx, id, posted.journalId);
    await insertStakeEvent(trx, {
      stake_id: id,
      member_id: member.id,
      kind: 'stake',
      amount_micro: amountMicro,
      to_package_id: pkg.id,
      journal_id: posted.journalId,
      created_at: at,
    });
    await payDirectBonus(trx, { id, member_id: member.id, principal_micro: amountMicro }, directBonusBps, at);
    await applyStakeVolumeChange(trx, member.id, amountMicro, at);
    const stake = await lockMemberStake(trx, member.id, id);
    return stakeView(stake!, pkg, member.language, today, 0n);
  });
}

/**
 * Claims all accrued profit: every unclaimed line is marked claimed and exactly their sum moves
 * from the platform's profit_payable (whose sub-ledger those lines are) into the member's point2.
 * Nothing to claim: no_can_claim_bonus.
 */
export async function redeemProfit(
  deps: Deps,
  member: MemberRef,
  input: { sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<RedeemProfitResult>> {
  // A retry racing its own first attempt finds nothing left to claim: answer with the stored result.
  if ((await findMemberUnclaimedProfit(deps.db, member.id)) === 0n) {
    return replayIfRaced(deps.db, claim, new AppError('no_can_claim_bonus'));
  }
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const claimed = await claimAccruals(trx, member.id, at);
    // A concurrent claim took the lines first, or they were all zero-profit days.
    if (claimed.totalMicro === 0n) throw new AppError('no_can_claim_bonus');
    const posted = await postJournal(trx, {
      type: 'profit_claim',
      businessKey: claim ? `profit_claim:${member.id}:${claim.key}` : `profit_claim:${randomUUID()}`,
      memberId: member.id,
      legs: [
        { account: { platform: 'profit_payable' }, amountMicro: -claimed.totalMicro },
        { account: { memberId: member.id, kind: 'point2' }, amountMicro: claimed.totalMicro },
      ],
      metadata: { amount_micro: claimed.totalMicro, lines: claimed.lines },
      at,
    });
    const point2 = posted.entries.find((e) => 'memberId' in e.account && e.account.kind === 'point2')!;
    const result: RedeemProfitResult = {
      amount: formatMicro(claimed.totalMicro),
      lines: claimed.lines,
      point2: formatMicro(point2.balanceAfterMicro!),
      claimed_at: at.toISOString(),
    };
    return result;
  });
}

/** A stake the member may act on: theirs, activated, and not already on its way out. */
function requireActionable(stake: StakeRow | undefined): StakeRow {
  if (!stake) throw new AppError('NOT_FOUND', { fields: { stake_id: 'invalid' } });
  if (stake.status === 'not_activated') throw new AppError('PACKAGE_UNDER_TOPUP', { start_day: stake.start_day });
  if (stake.status !== 'active') throw new AppError('PACKAGE_UNDER_TERMINATE', { status: stake.status });
  return stake;
}

/**
 * Moves an active stake into another package when both allow it: the principal must meet the new
 * package's amount rules, and a contract cannot be left early. No money moves. The new package's
 * rate applies from the day's settlement; its term starts tomorrow (a new cycle), while days held
 * for a surrender still count from the stake's first start day.
 */
export async function changeStakingPackage(
  deps: Deps,
  member: MemberRef,
  input: { stake_id: string; package_id: string; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<StakeView>> {
  const target = await requireActivePackage(deps, BigInt(input.package_id), 'package_id');
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();
  const today = businessDate(at, deps.config.businessTz);

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const stake = requireActionable(await lockMemberStake(trx, member.id, BigInt(input.stake_id)));
    if (stake.package_id === target.id) throw new AppError('SAME_STAKE_AMOUNT', { fields: { package_id: 'invalid' } });
    const current = (await findPackage(trx, stake.package_id))!;
    if (current.type === 'contract') throw new AppError('CONTRACT_CANNOT_END_EARLY');
    checkAmount(target, stake.principal_micro);
    const cycleStartDay = addDays(today, 1);
    await moveStakeToPackage(
      trx,
      stake.id,
      {
        package_id: target.id,
        cycle_start_day: cycleStartDay,
        term_end_day: target.term_days === null ? null : termEndDay(cycleStartDay, target.term_days),
        cycle: stake.cycle + 1,
      },
      at,
    );
    await insertStakeEvent(trx, {
      stake_id: stake.id,
      member_id: member.id,
      kind: 'change_package',
      amount_micro: stake.principal_micro,
      from_package_id: current.id,
      to_package_id: target.id,
      created_at: at,
    });
    const updated = (await lockMemberStake(trx, member.id, stake.id))!;
    return await viewOf(deps, trx, updated, member.language);
  });
}

/**
 * Ends a stake by the package's rules. maturity: a fixed or contract stake returns at the end of its
 * term instead of renewing. surrender: a fixed stake held more than surrender_after_days asks staff;
 * principal minus the penalty returns on approval. redeem: a flexible stake returns now. A contract
 * cannot end early (CONTRACT_CANNOT_END_EARLY); other mismatches are TERMINATE_NOT_ALLOWED.
 */
export async function terminateStaking(
  deps: Deps,
  member: MemberRef,
  input: { stake_id: string; action: TerminateAction; sec_password: string },
  claim: IdempotencyClaim | null,
): Promise<Idempotent<StakeView>> {
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();
  const today = businessDate(at, deps.config.businessTz);

  return runIdempotent(deps.db, claim, at, async (trx) => {
    const stake = requireActionable(await lockMemberStake(trx, member.id, BigInt(input.stake_id)));
    const pkg = (await findPackage(trx, stake.package_id))!;
    const refuse = (): never => {
      throw new AppError(pkg.type === 'contract' ? 'CONTRACT_CANNOT_END_EARLY' : 'TERMINATE_NOT_ALLOWED', {
        action: input.action,
        type: pkg.type,
      });
    };

    if (input.action === 'redeem') {
      if (pkg.type !== 'flexible') refuse();
      await returnStakePrincipal(trx, deps, stake, 'end', 0n, { at });
    } else if (input.action === 'maturity') {
      if (pkg.type === 'flexible') refuse();
      if (!(await moveStakeStatus(trx, stake.id, 'active', 'quit_request_pending', at))) {
        throw new AppError('STATE_CHANGED');
      }
      await insertStakeEvent(trx, {
        stake_id: stake.id,
        member_id: member.id,
        kind: 'quit_request',
        amount_micro: stake.principal_micro,
        penalty_micro: 0n,
        created_at: at,
      });
    } else {
      const opens = surrenderOpensDay(stake, pkg);
      if (opens === null) refuse();
      if (today < opens!) {
        throw new AppError('SURRENDER_NOT_OPEN', {
          opens_day: opens,
          days_held: daysHeld(stake.start_day, today),
          surrender_after_days: pkg.surrender_after_days,
        });
      }
      if (!(await moveStakeStatus(trx, stake.id, 'active', 'surrender_pending', at))) {
        throw new AppError('STATE_CHANGED');
      }
      const penaltyMicro = penaltyOf(stake.principal_micro, pkg.penalty_bps);
      await insertStakeEvent(trx, {
        stake_id: stake.id,
        member_id: member.id,
        kind: 'surrender_request',
        amount_micro: stake.principal_micro - penaltyMicro,
        penalty_micro: penaltyMicro,
        created_at: at,
      });
    }
    const updated = (await lockMemberStake(trx, member.id, stake.id))!;
    return await viewOf(deps, trx, updated, member.language);
  });
}

/** Whether stake `id` exists and is the member's: what another module may link to (a ticket's reference). */
export async function isMemberStake(deps: Pick<Deps, 'db'>, memberId: bigint, id: bigint): Promise<boolean> {
  const row = await findStake(deps.db, id);
  return row?.member_id === memberId;
}
