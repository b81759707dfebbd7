import { adminDashboardSchema, adminPaths } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { requireStaff } from '../../plugins/staff-auth';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      onRequest: requireStaff({ permission: 'dashboard.read' }),
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Counts: members, frozen members, members new today (business day), unhandled contact messages',
        security: staffSecurity,
        response: { 200: envelopeOf(adminDashboardSchema), ...staffErrors },
      },
    },
    async () => ok(await getDashboard(app.deps)),
  );
};
