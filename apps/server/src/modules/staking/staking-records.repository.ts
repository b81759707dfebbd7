import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { RowWindow } from '../../db/page-rows';
import { pageInSession, sessionMemberId } from '../../db/member-session';

/**
 * The member's staking records, one page at a time (staking-records.service.ts): the profit, quit, invest
 * and bonus pages are folded reads' parts (db/member-session.ts pageInSession), the caller as `sessionMemberId`.
 */

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

/**
 * Requests to end a stake (newest first), each with the stake's package and the decision that answered it
 * (`decision_*`: the first decision on the same stake after the request; null while none): a folded read's part.
 */
export function quitRequestsInSession(db: Database, window: RowWindow) {
  const base = db
    .selectFrom('stake_events')
    .where('stake_events.member_id', '=', sessionMemberId)
    .where('stake_events.kind', 'in', requestKinds);
  return pageInSession(base, window, (page) =>
    page
      .innerJoin('stakes', 'stakes.id', 'stake_events.stake_id')
      .innerJoin('staking_packages', 'staking_packages.id', 'stakes.package_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('stake_events as d')
            .select(['d.id', 'd.kind', 'd.amount_micro', 'd.penalty_micro', 'd.reason', 'd.created_at'])
            .whereRef('d.stake_id', '=', 'stake_events.stake_id')
            .where('d.kind', 'in', decisionKinds)
            .whereRef('d.id', '>', 'stake_events.id')
            .orderBy('d.id')
            .limit(1)
            .as('d'),
        (join) => join.onTrue(),
      )
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
        'd.id as decision_id',
        'd.kind as decision_kind',
        'd.amount_micro as decision_amount_micro',
        'd.penalty_micro as decision_penalty_micro',
        'd.reason as decision_reason',
        'd.created_at as decision_created_at',
      ])
      .orderBy('stake_events.id', 'desc'),
  );
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
