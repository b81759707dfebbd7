import { sql } from 'kysely';
import { liveStakeStatuses } from '@tandem/contracts';
import type { Database } from '../../db/database';
import type { BonusLinesTable } from '../../db/schema-staking';
import type { Trx } from '../../db/transaction';
import type { StakeRow } from './stake-lifecycle';
import { pageRows } from '../../db/page-rows';
import { compareAndSet, lockRow, stampOnce } from '../../db/row-guards';
import { type SessionRead, sessionMemberId } from '../../db/member-session';
import { packageRowColumns } from './staking-packages.repository';

/** Stakes and their history lines, the profit and bonus totals of the asset page, and claims. */

type Executor = Database | Trx;

const stakeColumns = [
  'stakes.id',
  'stakes.member_id',
  'stakes.package_id',
  'stakes.principal_micro',
  'stakes.source_wallet',
  'stakes.status',
  'stakes.staked_at',
  'stakes.start_day',
  'stakes.cycle_start_day',
  'stakes.term_end_day',
  'stakes.cycle',
  'stakes.ended_at',
] as const;

/** Locks one of the member's stakes; another member's stake reads as missing. */
export async function lockMemberStake(trx: Trx, memberId: bigint, stakeId: bigint): Promise<StakeRow | undefined> {
  return lockRow(trx, 'stakes', { id: stakeId, member_id: memberId }).select(stakeColumns).executeTakeFirst();
}

export async function findStake(db: Executor, stakeId: bigint): Promise<StakeRow | undefined> {
  return db.selectFrom('stakes').select(stakeColumns).where('id', '=', stakeId).executeTakeFirst();
}

export async function lockStake(trx: Trx, stakeId: bigint): Promise<StakeRow | undefined> {
  return lockRow(trx, 'stakes', { id: stakeId }).select(stakeColumns).executeTakeFirst();
}

/** Profit accrued per stake (all days, claimed or not). */
export async function findProfitTotalsByStake(db: Executor, stakeIds: bigint[]): Promise<Map<bigint, bigint>> {
  if (stakeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stake_accruals')
    .select((eb) => ['stake_id', eb.fn.sum<string>('amount_micro').as('total')])
    .where('stake_id', 'in', stakeIds)
    .groupBy('stake_id')
    .execute();
  return new Map(rows.map((r) => [r.stake_id, BigInt(r.total ?? 0)]));
}

export async function findMemberUnclaimedProfit(db: Executor, memberId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom('stake_accruals')
    .select((eb) => eb.fn.sum<string>('amount_micro').as('total'))
    .where('member_id', '=', memberId)
    .where('claimed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return BigInt(row.total ?? 0);
}

export async function insertStake(
  trx: Trx,
  values: {
    member_id: bigint;
    package_id: bigint;
    principal_micro: bigint;
    source_wallet: 'point1' | 'point2' | 'point3';
    staked_at: Date;
    start_day: string;
    term_end_day: string | null;
  },
) {
  return trx
    .insertInto('stakes')
    .values({
      ...values,
      status: 'not_activated',
      cycle_start_day: values.start_day,
      cycle: 1,
      notice_sent_cycle: null,
      penalty_micro: null,
      returned_micro: null,
      ended_at: null,
      journal_id: null,
      created_at: values.staked_at,
      updated_at: values.staked_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setStakeJournal(trx: Trx, stakeId: bigint, journalId: bigint) {
  await trx.updateTable('stakes').set({ journal_id: journalId }).where('id', '=', stakeId).execute();
}

export type StakeEventValues = {
  stake_id: bigint;
  member_id: bigint;
  kind:
    | 'stake'
    | 'change_package'
    | 'quit_request'
    | 'surrender_request'
    | 'surrender_rejected'
    | 'quit_done'
    | 'redeem'
    | 'surrender_approved'
    | 'expiry_notice';
  amount_micro?: bigint | null;
  penalty_micro?: bigint | null;
  from_package_id?: bigint | null;
  to_package_id?: bigint | null;
  staff_id?: bigint | null;
  reason?: string | null;
  journal_id?: bigint | null;
  created_at: Date;
};

export async function insertStakeEvent(trx: Trx, values: StakeEventValues) {
  await trx
    .insertInto('stake_events')
    .values({
      amount_micro: null,
      penalty_micro: null,
      from_package_id: null,
      to_package_id: null,
      staff_id: null,
      reason: null,
      journal_id: null,
      ...values,
    })
    .execute();
}

/** Compare-and-set of a stake's status; false when it was not in `from` any more. */
export async function moveStakeStatus(
  trx: Trx,
  stakeId: bigint,
  from: StakeRow['status'],
  to: StakeRow['status'],
  at: Date,
): Promise<boolean> {
  const result = await compareAndSet(
    trx,
    'stakes',
    { id: stakeId, status: from },
    { status: to, updated_at: at },
  ).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function moveStakeToPackage(
  trx: Trx,
  stakeId: bigint,
  values: { package_id: bigint; cycle_start_day: string; term_end_day: string | null; cycle: number },
  at: Date,
) {
  await trx
    .updateTable('stakes')
    .set({ ...values, updated_at: at })
    .where('id', '=', stakeId)
    .execute();
}

export async function findSponsorId(trx: Trx, memberId: bigint): Promise<bigint | null> {
  const row = await trx.selectFrom('members').select('sponsor_id').where('id', '=', memberId).executeTakeFirst();
  return row?.sponsor_id ?? null;
}

export async function insertBonusLine(
  trx: Trx,
  values: Omit<BonusLinesTable, 'id' | 'business_day'> & {
    kind: 'direct';
    level: number;
    source_member_id: bigint;
    source_stake_id: bigint;
  },
) {
  await trx
    .insertInto('bonus_lines')
    .values({ ...values, business_day: null })
    .execute();
}

/**
 * Marks every unclaimed profit line of the member claimed and returns what they add up to. Rows a
 * concurrent claim took first are skipped (their claimed_at is set by the time the lock is free).
 */
export async function claimAccruals(
  trx: Trx,
  memberId: bigint,
  at: Date,
): Promise<{ totalMicro: bigint; lines: number }> {
  const rows = await stampOnce(trx, 'stake_accruals', 'claimed_at', at, { member_id: memberId })
    .returning('amount_micro')
    .execute();
  return { totalMicro: rows.reduce((sum, r) => sum + r.amount_micro, 0n), lines: rows.length };
}

/** Surrenders waiting for staff, oldest request first. */
export async function findSurrenderQueue(db: Executor, limit: number, offset: number) {
  const base = db.selectFrom('stakes').where('stakes.status', '=', 'surrender_pending');
  return pageRows(base, { limit, offset }, (page) =>
    page
      .innerJoin('members', 'members.id', 'stakes.member_id')
      .innerJoin('staking_packages', 'staking_packages.id', 'stakes.package_id')
      .select([
        ...stakeColumns,
        'stakes.updated_at',
        'members.username',
        'staking_packages.names',
        'staking_packages.code',
        'staking_packages.penalty_bps',
      ])
      .orderBy('stakes.updated_at')
      .orderBy('stakes.id'),
  );
}

// The stake lifecycle's writes (stake-lifecycle.ts is their one caller, for staking and settlement alike)

/** Ends a stake if it is still in one of `from`: the compare-and-set every return of principal makes. */
export function endStake(
  trx: Trx,
  stakeId: bigint,
  from: StakeRow['status'][],
  values: { status: StakeRow['status']; penalty_micro: bigint; returned_micro: bigint; at: Date },
) {
  const { at, ...rest } = values;
  return trx
    .updateTable('stakes')
    .set({ ...rest, ended_at: at, updated_at: at })
    .where('id', '=', stakeId)
    .where('status', 'in', from)
    .returning(['principal_micro'])
    .executeTakeFirst();
}

/** The first day any stake started: where settlement begins before its first run. */
export async function findFirstStartDay(db: Executor): Promise<string | null> {
  const first = await db
    .selectFrom('stakes')
    .select((eb) => eb.fn.min('start_day').as('day'))
    .executeTakeFirst();
  return first?.day ?? null;
}

/** Stakes whose first earning day has come become active. */
export async function activateStakesStartedBy(db: Executor, day: string, at: Date): Promise<bigint> {
  const result = await sql`
    update stakes set status = 'active', updated_at = ${at}::timestamptz
    where status = 'not_activated' and start_day <= ${day}`.execute(db);
  return result.numAffectedRows ?? 0n;
}

/**
 * Takes up to `limit` live stakes whose term ends between `day` and `lastNoticeDay` and whose term has
 * had no notice yet, marking them noticed (skipping rows another runner holds).
 */
export async function takeStakesToNotice(trx: Trx, day: string, lastNoticeDay: string, limit: number) {
  const due = await sql<{
    id: bigint;
    member_id: bigint;
    principal_micro: bigint;
    term_end_day: string;
    cycle: number;
  }>`
    update stakes set notice_sent_cycle = cycle
    where id in (
      select id from stakes
      where status in ('active', 'quit_request_pending', 'surrender_pending')
        and term_end_day is not null and term_end_day >= ${day} and term_end_day <= ${lastNoticeDay}
        and (notice_sent_cycle is null or notice_sent_cycle < cycle)
      order by id limit ${limit}
      for update skip locked
    )
    returning id, member_id, principal_micro, term_end_day, cycle`.execute(trx);
  return due.rows;
}

/** Stakes whose member asked to terminate and whose term ended by `day`, after `cursor`, by id. */
export function findStakesToReturn(db: Executor, day: string, cursor: bigint, limit: number) {
  return db
    .selectFrom('stakes')
    .select(['id', 'member_id', 'principal_micro'])
    .where('status', '=', 'quit_request_pending')
    .where('term_end_day', '<=', day)
    .where('id', '>', cursor)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every other live stake whose term ended by `day` renews for another term, with a 'renew' event each. */
export async function renewEndedTerms(trx: Trx, day: string, at: Date): Promise<bigint> {
  const result = await sql<{ n: bigint }>`
    with renewed as (
      update stakes s set
        cycle = s.cycle + 1,
        cycle_start_day = to_char(s.term_end_day::date + 1, 'YYYY-MM-DD'),
        term_end_day = to_char(s.term_end_day::date + p.term_days, 'YYYY-MM-DD'),
        updated_at = ${at}::timestamptz
      from staking_packages p
      where p.id = s.package_id and p.term_days is not null
        and s.status in ('active', 'surrender_pending') and s.term_end_day <= ${day}
      returning s.id, s.member_id, s.principal_micro, s.package_id, s.cycle
    ), events as (
      insert into stake_events (stake_id, member_id, kind, amount_micro, from_package_id, to_package_id, reason, created_at)
      select id, member_id, 'renew', principal_micro, package_id, package_id, 'term ' || cycle || ' begins',
             ${at}::timestamptz
      from renewed
      returning 1
    )
    select count(*) as n from events`.execute(trx);
  const n = result.rows[0]?.n;
  return n === null || n === undefined ? 0n : BigInt(n);
}

/** findMemberUnclaimedProfit as the column `unclaimed_profit_micro` of a folded member read (db/member-session.ts). */
export const unclaimedProfitInSession: SessionRead = {
  columns: [
    sql`(select coalesce(sum(sa.amount_micro), 0)::bigint from stake_accruals sa
      where sa.member_id = ${sessionMemberId} and sa.claimed_at is null) as unclaimed_profit_micro`,
  ],
};

/** The asset page's totals as columns of a folded member read: profit accrued, bonuses by kind. */
export const stakingTotalsInSession: SessionRead = {
  columns: [
    sql`(select coalesce(sum(sa.amount_micro), 0)::bigint from stake_accruals sa
      where sa.member_id = ${sessionMemberId}) as profit_total_micro`,
    sql`bt.direct_micro as bonus_direct_micro`,
    sql`bt.level_micro as bonus_level_micro`,
    sql`bt.rank_micro as bonus_rank_micro`,
  ],
  joins: sql`cross join lateral (
    select coalesce(sum(b.amount_micro) filter (where b.kind = 'direct'), 0)::bigint as direct_micro,
           coalesce(sum(b.amount_micro) filter (where b.kind = 'level'), 0)::bigint as level_micro,
           coalesce(sum(b.amount_micro) filter (where b.kind = 'rank'), 0)::bigint as rank_micro
    from bonus_lines b where b.beneficiary_id = ${sessionMemberId}
  ) bt`,
};

/** A stake of memberStakesInSession: `stake_*` its row, `package_*` its package's, `stake_profit_micro` all accrued. */
export interface StakeInSessionColumns {
  /** Null on the one row of a member without stakes. */
  stake_id: bigint | null;
  stake_order: bigint | number | string;
  stake_profit_micro: bigint;
  [column: `stake_${string}` | `package_${string}`]: unknown;
}

const prefixed = (table: string, prefix: string, columns: readonly string[]) =>
  sql.raw(columns.map((c) => `${table}.${c} as ${prefix}${c}`).join(', '));

const stakeInSessionColumns = prefixed('s', 'stake_', [
  'id',
  'package_id',
  'principal_micro',
  'source_wallet',
  'status',
  'staked_at',
  'start_day',
  'cycle_start_day',
  'term_end_day',
  'cycle',
  'ended_at',
]);
const packageInSessionColumns = prefixed('p', 'package_', packageRowColumns);

/**
 * A member's stakes (every live one, then the latest `endedLimit` ended ones, newest first each), with
 * each stake's package and accrued profit, as rows of a folded member read: a row per stake.
 */
export function memberStakesInSession(endedLimit: number): SessionRead {
  const live = sql.join(liveStakeStatuses.map((s) => sql`${s}`));
  return {
    columns: [sql`st.*`],
    joins: sql`left join lateral (
      select ${stakeInSessionColumns}, ${packageInSessionColumns},
             row_number() over (order by s.ended, s.id desc) as stake_order,
             (select coalesce(sum(a.amount_micro), 0)::bigint from stake_accruals a where a.stake_id = s.id)
               as stake_profit_micro
      from (
        (select stakes.*, false as ended from stakes
          where stakes.member_id = ${sessionMemberId} and stakes.status in (${live}))
        union all
        (select stakes.*, true as ended from stakes
          where stakes.member_id = ${sessionMemberId} and stakes.status not in (${live})
          order by stakes.id desc limit ${endedLimit})
      ) s join staking_packages p on p.id = s.package_id
    ) st on true`,
  };
}
