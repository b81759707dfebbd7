import type { FastifyInstance } from 'fastify';
import { kycAdminRoutes } from './kyc-admin.routes';
import { kycRoutes } from './kyc.routes';

/** KYC: the member's submission and images, and the compliance review in the back office. */
export async function kycModule(app: FastifyInstance) {
  await app.register(kycRoutes);
  await app.register(kycAdminRoutes);
}
