import type { FastifyInstance } from 'fastify';

/** A worker, scheduler or watcher the app runs beside its routes. */
export interface BackgroundJob {
  /** Resolves once a run under way has ended. */
  stop(): Promise<void>;
}

/**
 * Starts a background job once the app is ready and stops it when the app closes, waiting for a run
 * under way so that shutdown never cuts one in half.
 */
export function runWhileOpen(app: FastifyInstance, start: () => BackgroundJob): void {
  let job: BackgroundJob | null = null;
  app.addHook('onReady', async () => {
    job = start();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
