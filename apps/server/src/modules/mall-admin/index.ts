import type { FastifyInstance } from 'fastify';
import { mallCatalogueRoutes } from './mall-catalogue.routes';
import { mallOrdersAdminRoutes } from './mall-orders-admin.routes';
import { mallRequestRoutes } from './mall-requests.routes';

/**
 * The mall's back office (the catalogue; orders and exchange/error requests) and the member's
 * exchange/error request call. The member's shopping is modules/mall.
 */
export async function mallAdminModule(app: FastifyInstance) {
  await app.register(mallCatalogueRoutes);
  await app.register(mallOrdersAdminRoutes);
  await app.register(mallRequestRoutes);
}
