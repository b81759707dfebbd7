import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/transaction';
import { type RowWindow, pageRows } from '../../db/page-rows';
import { pageInSession, sessionMemberId } from '../../db/member-session';

/**
 * The member's staking records, one page at a time (staking-records.service.ts): the profit, invest and
 * bonus pages are folded reads' parts (db/member-session.ts pageInSession), the caller as `sessionMemberId`.
 */

type Executor = Database | Trx;

/** Daily profit lines, newest day first, with the stake's package. */
export function profitRecordsInSession(db: Database, window: RowWindow) {
  const base = db.selectFrom('stake_accruals').where('stake_accruals.member_id', '=', sessionMemberId);
  return pageInSession(base, window, (page) =>
    page
      .innerJoin('staking_packages', 'staking_packages.id', 'stake_accruals.package_id')
      .select([
        'stake_accruals.stake_id',
        'stake_accruals.business_day',
        'stake_accruals.principal_micro',
        'stake_accruals.daily_rate_ppm',
        'stake_accruals.amount_micro',
        'stake_accruals.claimed_at',
        'staking_packages.names',
        'staking_packages.code',
      ])
      .orderBy('stake_accruals.business_day', 'desc')
      .orderBy('stake_accruals.stake_id', 'desc'),
  );
}

const requestKinds = ['quit_request', 'surrender_request', 'redeem'] as const;
const decisionKinds = ['quit_done', 'surrender_approved', 'surrender_rejected'] as const;

/** Requests to end a stake (newest first), each with the stake's package. */
export async function findQuitRequests(db: Executor, memberId: bigint, limit: number, offset: number) {
  const base = db
    .selectFrom('stake_events')
    .where('stake_events.member_id', '=', memberId)
    .where('stake_events.kind', 'in', requestKinds);
  return pageRows(base, { limit, offset }, (page) =>
    page
      .innerJoin('stakes', 'stakes.id', 'stake_events.stake_id')
      .innerJoin('staking_packages', 'staking_packages.id', 'stakes.package_id')
      .select([
        'stake_events.id',
        'stake_events.stake_id',
        'stake_events.kind',
        'stake_events.amount_micro',
        'stake_events.penalty_micro',
        'stake_events.created_at',
        'stakes.principal_micro',
        'staking_packages.names',
        'staking_packages.code',
      ])
      .orderBy('stake_events.id', 'desc'),
  );
}

/** Decisions on the given stakes, oldest first, to pair each request with the one that followed it. */
export async function findQuitDecisions(db: Executor, stakeIds: bigint[]) {
  if (stakeIds.length === 0) return [];
  return db
    .selectFrom('stake_events')
    .select(['id', 'stake_id', 'kind', 'amount_micro', 'penalty_micro', 'reason', 'created_at'])
    .where('stake_id', 'in', stakeIds)
    .where('kind', 'in', decisionKinds)
    .orderBy('id')
    .execute();
}

/** Stakes, renewals and package changes, newest first, with the package they went to. */
export function investEventsInSession(db: Database, window: RowWindow) {
  const base = db
    .selectFrom('stake_events')
    .where('stake_events.member_id', '=', sessionMemberId)
    .where('stake_events.kind', 'in', ['stake', 'renew', 'change_package']);
  return pageInSession(base, window, (page) =>
    page
      .innerJoin('stakes', 'stakes.id', 'stake_events.stake_id')
      .innerJoin('staking_packages', (join) =>
        join.on('staking_packages.id', '=', sql<bigint>`coalesce(stake_events.to_package_id, stakes.package_id)`),
      )
      .select([
        'stake_events.id',
        'stake_events.stake_id',
        'stake_events.kind',
        'stake_events.amount_micro',
        'stake_events.created_at',
        'stakes.principal_micro',
        'stakes.source_wallet',
        'staking_packages.names',
        'staking_packages.code',
      ])
      .orderBy('stake_events.id', 'desc'),
  );
}

/** Bonus lines paid to the member, newest first, with the member whose stake paid them. */
export function bonusLinesInSession(db: Database, window: RowWindow) {
  const base = db.selectFrom('bonus_lines').where('bonus_lines.beneficiary_id', '=', sessionMemberId);
  return pageInSession(base, window, (page) =>
    page
      .leftJoin('members as source', 'source.id', 'bonus_lines.source_member_id')
      .select([
        'bonus_lines.id',
        'bonus_lines.kind',
        'bonus_lines.level',
        'bonus_lines.business_day',
        'bonus_lines.source_stake_id',
        'bonus_lines.base_micro',
        'bonus_lines.rate_bps',
        'bonus_lines.amount_micro',
        'bonus_lines.rule',
        'bonus_lines.created_at',
        'source.username as source_username',
      ])
      .orderBy('bonus_lines.id', 'desc'),
  );
}
