import type { FastifyInstance } from 'fastify';
import { runWhileOpen } from '../../plugins/background-job';
import { startStorePayoutJob } from './store-payouts';
import { storeAdminRoutes } from './stores-admin.routes';
import { storeRoutes } from './stores.routes';

/**
 * Store members: the member's application and store calls, the back office's review, and the job that
 * pays stores their due proceeds. Tests run payouts themselves (payDueStoreOrders with their own
 * clock), so the job does not run under NODE_ENV=test.
 */
export async function storeModule(app: FastifyInstance) {
  await app.register(storeRoutes);
  await app.register(storeAdminRoutes);
  if (app.deps.config.env === 'test') return;
  runWhileOpen(app, () => startStorePayoutJob(app.deps, app.log));
}
