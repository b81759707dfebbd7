import { type JobLockDb, type JobName, withJobLock } from './job-lock';
import { observeJobRun } from './metrics';

/** Where a periodic job reports a failed run; Fastify's logger fits. */
export interface JobErrorLog {
  error(obj: object, msg: string): void;
}

export interface PeriodicJob {
  /** Stops the timer and waits for a run under way, so shutdown never cuts one in half. */
  stop(): Promise<void>;
  /** Resolves once `count` more runs have ended (a run under way counts): tests await ticks, not time. */
  runsEnded(count: number): Promise<void>;
}

export type PeriodicJobOptions = {
  intervalMs: number;
  log: JobErrorLog;
  failure: string;
} & (
  | {
      /** Its name in the metrics and its lock. */
      name: JobName;
      /** Runs once at a time across every server on this database: a tick that finds it running elsewhere is skipped. */
      lockOn: JobLockDb;
    }
  | { name: string; lockOn?: undefined }
);

/**
 * Runs `run` now and then every `intervalMs` in this process, never two at once: a tick that finds
 * the previous run still going is skipped, and with `lockOn` so is a tick that finds another server
 * running it (decision 029). A failed run is logged and tried again at the next tick. The timer does
 * not keep the process alive.
 */
export function startPeriodicJob(run: () => Promise<unknown>, options: PeriodicJobOptions): PeriodicJob {
  const { intervalMs, log, failure, name } = options;
  const lockOn = options.lockOn;
  const runOnce = lockOn
    ? () => withJobLock(lockOn, options.name as JobName, run)
    : () => run().then(() => ({ ran: true }));
  let running: Promise<unknown> | null = null;
  let ended = 0;
  let waiters: Array<{ at: number; resolve: () => void }> = [];
  const tick = () => {
    if (running) return;
    const started = performance.now();
    running = runOnce()
      .then(
        (result) => observeJobRun(name, result.ran ? 'ok' : 'skipped', (performance.now() - started) / 1000),
        (error: unknown) => {
          observeJobRun(name, 'failed', (performance.now() - started) / 1000);
          log.error({ err: error }, failure);
        },
      )
      .finally(() => {
        running = null;
        ended += 1;
        for (const waiter of waiters) if (waiter.at <= ended) waiter.resolve();
        waiters = waiters.filter((waiter) => waiter.at > ended);
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    runsEnded(count) {
      return new Promise((resolve) => waiters.push({ at: ended + count, resolve }));
    },
  };
}
