import {
  type BonusRecord,
  type InvestRecord,
  type ProfitRecord,
  type QuitRecord,
  type Page,
  bpsToPercent,
  formatMicro,
  ppmToPercent,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { type FoldedPageRows, foldedRecordPageOf, readFoldedRecordPage } from '../../lib/paged-lists';
import type { RowWindow } from '../../db/page-rows';
import { type Folded, type MemberSessionKey, type PageRead, foldedPageRead } from '../../db/member-session';
import { packageName } from './stake-lifecycle';
import type { MemberRef } from './staking.service';
import {
  bonusLinesInSession,
  investEventsInSession,
  profitRecordsInSession,
  quitRequestsInSession,
} from './staking-records.repository';

/** The member's staking records: profit lines, requests to end a stake, stakes and changes, bonuses. */

/**
 * A record page at one round trip (issue 14, decision 031): `read` runs the session check, the page and
 * its total in one statement; `answer` shows the page's rows in the reader's language.
 */
export interface FoldedRecordPage<Rows, Item> {
  read: (deps: Pick<Deps, 'db'>, key: MemberSessionKey, page: number) => Promise<Folded<Rows>>;
  answer: (member: MemberRef, rows: Rows, page: number) => Promise<Page<Item>>;
}

function foldedRecordPage<Row extends object, Item>(
  inSession: (db: Deps['db'], window: RowWindow) => PageRead<Row>,
  toItem: (row: Row, member: MemberRef) => Item,
): FoldedRecordPage<FoldedPageRows<Row>, Item> {
  const list = foldedPageRead((db, _input: undefined, window) => inSession(db, window));
  return {
    read: (deps, key, page) => readFoldedRecordPage(deps.db, key, page, list, undefined),
    answer: (member, rows, page) => foldedRecordPageOf(page, rows, (row) => toItem(row, member)),
  };
}

export const profitRecords = foldedRecordPage(profitRecordsInSession, (r, member): ProfitRecord => ({
  id: `${r.stake_id}:${r.business_day}`,
  stake_id: String(r.stake_id),
  package_name: packageName(r, member.language),
  business_day: r.business_day,
  principal: formatMicro(r.principal_micro),
  daily_rate: ppmToPercent(r.daily_rate_ppm),
  amount: formatMicro(r.amount_micro),
  status: r.claimed_at ? 'claimed' : 'claimable',
}));

export const quitRecords = foldedRecordPage(quitRequestsInSession, (r, member): QuitRecord => {
  const base = {
    id: String(r.id),
    stake_id: String(r.stake_id),
    package_name: packageName(r, member.language),
    amount: formatMicro(r.principal_micro),
    requested_at: r.created_at.toISOString(),
  };
  if (r.kind === 'redeem') {
    return {
      ...base,
      action: 'redeem',
      penalty: formatMicro(r.penalty_micro ?? 0n),
      returned: formatMicro(r.amount_micro ?? r.principal_micro),
      status: 'done',
      reason: null,
      decided_at: r.created_at.toISOString(),
    };
  }
  // The first decision on the same stake after this request answers it (read with the request).
  const decision =
    r.decision_id === null
      ? undefined
      : {
          kind: r.decision_kind!,
          amount_micro: r.decision_amount_micro,
          penalty_micro: r.decision_penalty_micro,
          reason: r.decision_reason,
          created_at: r.decision_created_at!,
        };
  const penalty = decision?.kind === 'surrender_approved' ? decision.penalty_micro : r.penalty_micro;
  const returned = decision?.amount_micro ?? r.amount_micro;
  const status: QuitRecord['status'] =
    r.kind === 'quit_request'
      ? decision?.kind === 'quit_done'
        ? 'done'
        : 'scheduled'
      : decision?.kind === 'surrender_approved'
        ? 'approved'
        : decision?.kind === 'surrender_rejected'
          ? 'rejected'
          : 'pending';
  return {
    ...base,
    action: r.kind === 'quit_request' ? 'maturity' : 'surrender',
    penalty: formatMicro(penalty ?? 0n),
    returned: formatMicro(returned ?? r.principal_micro),
    status,
    reason: decision?.kind === 'surrender_rejected' ? decision.reason : null,
    decided_at: decision?.created_at.toISOString() ?? null,
  };
});

export const investRecords = foldedRecordPage(investEventsInSession, (r, member): InvestRecord => ({
  id: String(r.id),
  stake_id: String(r.stake_id),
  package_name: packageName(r, member.language),
  kind: r.kind as InvestRecord['kind'],
  amount: formatMicro(r.amount_micro ?? r.principal_micro),
  source_wallet: r.kind === 'stake' ? r.source_wallet : null,
  created_at: r.created_at.toISOString(),
}));

export const bonusRecords = foldedRecordPage(bonusLinesInSession, (r): BonusRecord => ({
  id: String(r.id),
  kind: r.kind,
  level: r.level,
  business_day: r.business_day,
  source_username: r.source_username ?? null,
  source_stake_id: r.source_stake_id === null ? null : String(r.source_stake_id),
  base: formatMicro(r.base_micro),
  rate_percent: bpsToPercent(r.rate_bps),
  amount: formatMicro(r.amount_micro),
  rule: r.rule,
  created_at: r.created_at.toISOString(),
}));
