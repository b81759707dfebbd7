import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Process-wide metrics: Node's own (memory, event loop, GC) and the background jobs' runs. One
 * registry per process (a test process builds many apps; these count for all of them); each app
 * adds its own registry for requests and the database (modules/metrics) and the two are served together.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'tandem_' });

const jobRuns = new Counter({
  name: 'tandem_job_runs_total',
  help: 'Background job runs by job and outcome (ok, failed, skipped: another server was running it)',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

const jobSeconds = new Histogram({
  name: 'tandem_job_run_seconds',
  help: 'How long each background job run took',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [processRegistry],
});

const settlementDayRuns = new Counter({
  name: 'tandem_settlement_day_runs_total',
  help: 'Settlement days this process ran to the end; across all servers each day runs once',
  registers: [processRegistry],
});

/** Counts one settlement day this process ran to the end. */
export function countSettlementDayRun(): void {
  settlementDayRuns.inc();
}

/** Records one run of a background job. */
export function observeJobRun(job: string, outcome: 'ok' | 'failed' | 'skipped', seconds: number): void {
  jobRuns.inc({ job, outcome });
  if (outcome !== 'skipped') jobSeconds.observe({ job }, seconds);
}
