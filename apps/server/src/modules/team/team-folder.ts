import type { Deps } from '../../deps';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { foldTeamEvents } from './team-aggregates';

/**
 * Folds pending team events every few seconds, so readers add only a handful of them and ranks move
 * soon after the volume does. Several servers may run it: the fold takes an advisory lock.
 */
export function startTeamFolder(deps: Pick<Deps, 'db' | 'clock'>, log: JobErrorLog, intervalMs = 3_000) {
  return startPeriodicJob(() => foldTeamEvents(deps.db, deps.clock.now()), {
    intervalMs,
    log,
    failure: 'team fold failed',
    name: 'team_fold',
  });
}
