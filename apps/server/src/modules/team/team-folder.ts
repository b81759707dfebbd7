import type { Deps } from '../../deps';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { foldTeamEvents } from './team-aggregates';

/**
 * Folds pending team events every few seconds, so readers add only a handful of them and ranks move
 * soon after the volume does. Every server runs the timer; the job lock lets one of them fold at a time
 * (each batch also takes the fold's own lock, which settlement and rank recomputes share).
 */
export function startTeamFolder(deps: Pick<Deps, 'db' | 'dbKind' | 'clock'>, log: JobErrorLog, intervalMs = 3_000) {
  return startPeriodicJob(() => foldTeamEvents(deps.db, deps.clock.now()), {
    intervalMs,
    log,
    failure: 'team fold failed',
    name: 'team_fold',
    lockOn: deps,
  });
}
