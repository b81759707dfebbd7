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

/**
 * Runs `run` now and then every `intervalMs` in this process, never two at once: a tick that finds
 * the previous run still going is skipped. A failed run is logged and tried again at the next tick.
 * The timer does not keep the process alive.
 */
export function startPeriodicJob(
  run: () => Promise<unknown>,
  {
    intervalMs,
    log,
    failure,
    name,
  }: { intervalMs: number; log: JobErrorLog; failure: string; /** its name in the metrics */ name: string },
): PeriodicJob {
  let running: Promise<unknown> | null = null;
  let ended = 0;
  let waiters: Array<{ at: number; resolve: () => void }> = [];
  const tick = () => {
    if (running) return;
    const started = performance.now();
    running = run()
      .then(
        () => observeJobRun(name, 'ok', (performance.now() - started) / 1000),
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
