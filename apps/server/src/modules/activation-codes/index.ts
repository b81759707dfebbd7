import type { FastifyInstance } from 'fastify';
import { adminActivationCodeRoutes } from './activation-codes-admin.routes';
import { activationCodeRoutes } from './activation-codes.routes';

/** Activation codes: the member's calls (/api/pin/*) and the back office's (/api/admin/pins*). */
export async function activationCodeModule(app: FastifyInstance) {
  await app.register(activationCodeRoutes);
  await app.register(adminActivationCodeRoutes);
}
