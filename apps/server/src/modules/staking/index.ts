import type { FastifyInstance } from 'fastify';
import { stakingAdminRoutes } from './staking-admin.routes';
import { stakingRoutes } from './staking.routes';

/** Staking: the member's calls and the back office's packages and surrender queue. */
export async function stakingModule(app: FastifyInstance) {
  await app.register(stakingRoutes);
  await app.register(stakingAdminRoutes);
}
