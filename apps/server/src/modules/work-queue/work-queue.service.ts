import {
  type StaffRole,
  WORK_QUEUE_CHART_DAYS,
  type WorkQueue,
  addDays,
  businessDate,
  formatMicro,
  staffCan,
  startOfBusinessDay,
  workQueueKinds,
  workQueuePermissions,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { getLiabilityReport } from '../finance/finance.service';
import { countSignupsByDay, countWaiting, findLastSettlementDay, sumMoneyByDay } from './work-queue.repository';

const asIso = (at: Date | string) => new Date(at).toISOString();
const microOf = (money: string) => BigInt(money.replace('.', ''));

/** Day → total, for the days a query returned; the days it did not are 0. */
const totalsByDay = (rows: { day: string; total: string }[]) => new Map(rows.map((r) => [r.day, r.total]));

/**
 * The back office's work queue for one role: each queue it may act on with its count and oldest wait,
 * the last settlement day, and (finance.reports only) owed against the treasury and the money of the
 * last days. Decision 021.
 */
export async function getWorkQueue(deps: Pick<Deps, 'db' | 'clock' | 'config'>, role: StaffRole): Promise<WorkQueue> {
  const now = deps.clock.now();
  const timeZone = deps.config.businessTz;
  const canReport = staffCan(role, 'finance.reports');
  const today = businessDate(now, timeZone);
  const firstDay = addDays(today, 1 - WORK_QUEUE_CHART_DAYS);
  const since = startOfBusinessDay(firstDay, timeZone);
  const queues = workQueueKinds.filter((queue) => staffCan(role, workQueuePermissions[queue]));

  const [waiting, settlement, signups, money, report] = await Promise.all([
    countWaiting(deps.db, queues),
    findLastSettlementDay(deps.db),
    countSignupsByDay(deps.db, since, timeZone),
    canReport ? sumMoneyByDay(deps.db, since, timeZone) : null,
    canReport ? getLiabilityReport(deps) : null,
  ]);

  const byQueue = new Map(waiting.map((w) => [w.queue, w]));
  const signupsByDay = totalsByDay(signups);
  const moneyByDay = money && {
    deposits: totalsByDay(money.deposits),
    withdrawals: totalsByDay(money.withdrawals),
    stakes: totalsByDay(money.stakes),
  };
  const moneyOn = (totals: Map<string, string> | undefined, day: string) =>
    totals ? formatMicro(BigInt(totals.get(day) ?? '0')) : null;
  const platformNet = (account: string) =>
    microOf(report?.platform.find((p) => p.account === account && p.asset === 'USDT')?.net ?? '0.000000');

  return {
    queues: queues.map((queue) => {
      const row = byQueue.get(queue);
      const oldest = row?.oldest_at ? new Date(row.oldest_at) : null;
      return {
        queue,
        count: row?.count ?? 0,
        oldest_at: oldest ? asIso(oldest) : null,
        oldest_age_seconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
      };
    }),
    settlement: settlement
      ? {
          business_day: settlement.business_day,
          is_business_day: settlement.is_business_day,
          status: settlement.finished_at ? 'finished' : 'running',
          started_at: asIso(settlement.started_at),
          finished_at: settlement.finished_at ? asIso(settlement.finished_at) : null,
        }
      : null,
    money: report
      ? {
          owed_usdt: report.owed_usdt_total,
          treasury_usdt: formatMicro(platformNet('treasury')),
          // The platform's fee account is credited as fees come in: its revenue is the negated net (D26).
          fee_revenue_usdt: formatMicro(-platformNet('fee_revenue')),
          approved_unpaid: report.approved_unpaid,
        }
      : null,
    days: Array.from({ length: WORK_QUEUE_CHART_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      return {
        day,
        signups: Number(signupsByDay.get(day) ?? 0),
        deposits: moneyOn(moneyByDay?.deposits, day),
        withdrawals: moneyOn(moneyByDay?.withdrawals, day),
        stakes: moneyOn(moneyByDay?.stakes, day),
      };
    }),
  };
}
