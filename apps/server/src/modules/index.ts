import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';

/**
 * Every module's routes, registered in one place. Add a module here with one line.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
}
