import { adminPaths } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { requireStaff, staffSecurity } from '../../plugins/staff-auth';
import { getDashboard } from './admin-dashboard.service';
import { dashboardSchema, staffErrors } from './admin.schemas';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      onRequest: requireStaff({ permission: 'dashboard.read' }),
      schema: {
        tags: ['admin: dashboard'],
        summary: 'Counts: members, frozen members, members new today (business day), unhandled contact messages',
        security: staffSecurity,
        response: { 200: envelopeOf(dashboardSchema), ...staffErrors },
      },
    },
    async () => ok(await getDashboard(app.deps)),
  );
};
