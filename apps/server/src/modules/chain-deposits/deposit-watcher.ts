import type { Deps } from '../../deps';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { scanDeposits } from './chain-deposits.service';
import type { DepositSource } from './chain-reader';

/**
 * Reads the chain every few seconds (CHAIN_SCAN_INTERVAL_MS): new transfers to the platform become
 * seen, final ones are credited. Several servers may run it; every write is keyed on the log.
 */
export function startDepositWatcher(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  source: () => Promise<DepositSource | null>,
  log: JobErrorLog,
  intervalMs: number,
) {
  return startPeriodicJob(
    async () => {
      const opened = await source();
      if (opened) await scanDeposits(deps, opened);
    },
    { intervalMs, log, failure: 'chain deposit scan failed; retrying at the next tick', name: 'deposit_watcher' },
  );
}
