import type { FastifyInstance } from 'fastify';
import { runWhileOpen } from '../../plugins/background-job';
import { startSettlementScheduler } from './scheduler';
import { settlementRoutes } from './settlement.routes';
import { testClockRoutes } from './test-clock.routes';

/**
 * Daily settlement: the back office's routes, the scheduler (SETTLEMENT_SCHEDULER, on unless
 * NODE_ENV=test, where tests call settleThrough with their own clock) and, for e2e only, the clock
 * control.
 */
export async function settlementModule(app: FastifyInstance) {
  await app.register(settlementRoutes);
  if (app.deps.config.testClockControl) await app.register(testClockRoutes);
  if (!app.deps.config.settlementScheduler) return;
  runWhileOpen(app, () => startSettlementScheduler(app.deps, app.log));
}
