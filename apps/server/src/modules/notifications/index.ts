import type { FastifyInstance } from 'fastify';
import { runWhileOpen } from '../../plugins/background-job';
import { startMailOutboxWorker } from './mail-outbox';
import { notificationRoutes } from './notifications.routes';

/**
 * Notifications: the member's calls, and the worker that sends queued notification mails. Tests
 * drain the outbox themselves (drainMailOutbox), so the worker does not run under NODE_ENV=test unless
 * MAIL_OUTBOX_WORKER=on (the three-server test).
 */
export async function notificationModule(app: FastifyInstance) {
  await app.register(notificationRoutes);
  if (!app.deps.config.mailOutboxWorker) return;
  runWhileOpen(app, () => startMailOutboxWorker(app.deps, app.log));
}
