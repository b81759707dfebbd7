import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { type SettlementDeps, lastDueDay, nextDayToSettle, settleThrough } from './settle';

/** How often the job looks whether a day is due; cheap (two indexed reads) when none is. */
export const SCHEDULER_INTERVAL_MS = 60_000;

/**
 * The daily settlement inside the server process: each minute it checks whether yesterday (business
 * time, from 00:05) is settled, and settles every due day when not. Every server runs the timer; the
 * settlement job's lock (the one runSettlement takes) lets one work and the others skip. A failed or
 * cut-off run is taken up again at the next minute, by whichever server gets the lock.
 */
export function startSettlementScheduler(
  deps: SettlementDeps,
  log: FastifyBaseLogger,
  intervalMs = SCHEDULER_INTERVAL_MS,
) {
  return startPeriodicJob(
    async () => {
      const through = lastDueDay(deps.clock.now(), deps.config.businessTz);
      const next = await nextDayToSettle(deps.db);
      if (next === null || next > through) return;
      const started = Date.now();
      const days = await settleThrough(deps, through);
      if (days.length > 0) {
        log.info({ days: days.map((d) => d.day), ms: Date.now() - started }, 'settlement finished');
      }
    },
    { intervalMs, log, failure: 'settlement failed; retrying next minute', name: 'settlement', lockOn: deps },
  );
}
