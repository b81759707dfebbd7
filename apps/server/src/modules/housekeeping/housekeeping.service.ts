import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { type SweptTable, deleteBatch, deleteFinishedDayWork, trySweepLock } from './housekeeping.repository';

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
 * finished settlement days. Returns what it removed; answers `null` when another server is sweeping.
 */
export async function sweep(db: Database, retain: Config['housekeeping'], now: Date): Promise<SweepReport | null> {
  const report: SweepReport = {};
  for (const [table, days] of Object.entries(retentionDays(retain)) as Array<[SweptTable, number]>) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const removed = await inTransaction(db, async (trx) =>
        (await trySweepLock(trx)) ? deleteBatch(trx, table, cutoff, BATCH) : null,
      );
      if (removed === null) return null;
      if (removed > 0) report[table] = (report[table] ?? 0) + removed;
      if (removed < BATCH) break;
    }
  }
  const work = await inTransaction(db, async (trx) => ((await trySweepLock(trx)) ? deleteFinishedDayWork(trx) : null));
  if (work === null) return null;
  if (work > 0) report.settlement_work = work;
  return report;
}

/** Sweeps once an hour on every server; the advisory lock lets one of them do it. */
export function startHousekeeping(
  deps: { db: Database; config: Config; clock: { now(): Date } },
  log: JobErrorLog & { info(obj: object, msg: string): void },
  intervalMs = 3_600_000,
) {
  return startPeriodicJob(
    async () => {
      const report = await sweep(deps.db, deps.config.housekeeping, deps.clock.now());
      if (report && Object.keys(report).length > 0) log.info({ removed: report }, 'housekeeping');
    },
    { intervalMs, log, failure: 'housekeeping failed', name: 'housekeeping' },
  );
}
