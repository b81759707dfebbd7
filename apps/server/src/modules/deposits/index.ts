import type { FastifyInstance } from 'fastify';
import { financeRoutes } from '../finance/finance.routes';
import { payoutRoutes } from '../payout/payout.routes';
import { withdrawalRoutes } from '../withdrawals/withdrawals.routes';
import { depositRoutes } from './deposits.routes';

/** Money in and out: deposits, payout details, withdrawals and the back-office finance desk. */
export async function moneyDeskModule(app: FastifyInstance) {
  await app.register(depositRoutes);
  await app.register(payoutRoutes);
  await app.register(withdrawalRoutes);
  await app.register(financeRoutes);
}
