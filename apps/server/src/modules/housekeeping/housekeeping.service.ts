import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { JobLockDb } from '../../lib/job-lock';
import { inTransaction } from '../../db/transaction';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { type SweptTable, deleteBatch, deleteFinishedDayWork } from './housekeeping.repository';

const BATCH = 5_000;
const DAY_MS = 86_400_000;

export type SweepReport = Partial<Record<SweptTable | 'settlement_work', number>>;

/** How long each kind of dead row is kept after its time is past (config RETAIN_*_DAYS). */
function retentionDays(retain: Config['housekeeping']): Record<SweptTable, number> {
  return {
    member_sessions: retain.sessionsDays,
    staff_sessions: retain.sessionsDays,
    otp_codes: retain.codesDays,
    wallet_nonces: retain.codesDays,
    idempotency_keys: retain.idempotencyDays,
    mail_outbox: retain.sentMailDays,
  };
}

/**
 * Removes rows nothing will read again: ended sessions, expired codes and wallet nonces, old
 * idempotency keys (a key older than its retention is treated as new), sent mail, and the work rows of
 * finished settlement days. Returns what it removed. Safe beside another sweep (a row is deleted once);
 * the job runs it on one server at a time.
 */
export async function sweep(db: Database, retain: Config['housekeeping'], now: Date): Promise<SweepReport> {
  const report: SweepReport = {};
  for (const [table, days] of Object.entries(retentionDays(retain)) as Array<[SweptTable, number]>) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const removed = await inTransaction(db, (trx) => deleteBatch(trx, table, cutoff, BATCH));
      if (removed > 0) report[table] = (report[table] ?? 0) + removed;
      if (removed < BATCH) break;
    }
  }
  const work = await inTransaction(db, (trx) => deleteFinishedDayWork(trx));
  if (work > 0) report.settlement_work = work;
  return report;
}

/** Sweeps once an hour; every server runs the timer, the job lock lets one of them sweep. */
export function startHousekeeping(
  deps: JobLockDb & { config: Config; clock: { now(): Date } },
  log: JobErrorLog & { info(obj: object, msg: string): void },
  intervalMs = 3_600_000,
) {
  return startPeriodicJob(
    async () => {
      const report = await sweep(deps.db, deps.config.housekeeping, deps.clock.now());
      if (Object.keys(report).length > 0) log.info({ removed: report }, 'housekeeping');
    },
    { intervalMs, log, failure: 'housekeeping failed', name: 'housekeeping', lockOn: deps },
  );
}
