import type { Deps } from '../../deps';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { scanDeposits } from './chain-deposits.service';
import type { DepositSource } from './chain-reader';

/**
 * Reads the chain every few seconds (CHAIN_SCAN_INTERVAL_MS): new transfers to the platform become
 * seen, final ones are credited. Every server runs the timer; the job lock lets one of them read the
 * chain at a time (and every write is keyed on the log, so a run cut off is finished by the next).
 */
export function startDepositWatcher(
  deps: Pick<Deps, 'db' | 'dbKind' | 'clock' | 'config'>,
  source: () => Promise<DepositSource | null>,
  log: JobErrorLog,
  intervalMs: number,
) {
  return startPeriodicJob(
    async () => {
      const opened = await source();
      if (opened) await scanDeposits(deps, opened);
    },
    {
      intervalMs,
      log,
      failure: 'chain deposit scan failed; retrying at the next tick',
      name: 'deposit_watcher',
      lockOn: deps,
    },
  );
}
