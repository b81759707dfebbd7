import { type SettlementDayRow, formatMicro } from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { type SettledDay, lastDueDay, runSettlement } from './settle';
import { findLastFinishedDay, findRecentDays } from './settlement.repository';

/** Days the back office lists, newest first. */
const LISTED_DAYS = 120;

export async function listSettlementDays(deps: Pick<Deps, 'db'>): Promise<SettlementDayRow[]> {
  const rows = await findRecentDays(deps.db, LISTED_DAYS);
  return rows.map((r) => ({
    business_day: r.business_day,
    is_business_day: r.is_business_day,
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
    stakes_accrued: Number(r.stakes_accrued),
    profit: formatMicro(BigInt(r.profit_micro)),
    bonus: formatMicro(BigInt(r.bonus_micro)),
    matured: Number(r.matured),
    renewed: Number(r.renewed),
    notices: Number(r.notices),
  }));
}

export interface SettlementRunView {
  ran: boolean;
  through: string;
  days: string[];
}

export function settledDayNames(days: SettledDay[]) {
  return days.map((d) => d.day);
}

/** Settles what is due now under the runner lock, and records who asked. */
export async function runSettlementNow(deps: Deps, actor: AuditActor): Promise<SettlementRunView> {
  const through = lastDueDay(deps.clock.now(), deps.config.businessTz);
  const result = await runSettlement(deps, through);
  const view = { ran: result.ran, through, days: settledDayNames(result.days) };
  await recordAuditAs(deps.db, actor, {
    action: 'settlement.run',
    targetType: 'settlement',
    after: view,
    at: deps.clock.now(),
  });
  return view;
}

/**
 * How far settlement is behind: the last finished day, the last day due now, and the calendar days
 * between (0 when up to date). Metrics and the back office read it.
 */
export async function settlementLag(deps: Pick<Deps, 'db' | 'clock' | 'config'>) {
  const due = lastDueDay(deps.clock.now(), deps.config.businessTz);
  const last = await findLastFinishedDay(deps.db);
  const behindDays = last ? Math.max(0, Math.round((Date.parse(due) - Date.parse(last)) / 86_400_000)) : null;
  return { lastFinishedDay: last, lastDueDay: due, behindDays };
}
