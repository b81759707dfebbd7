import { adminDashboardSchema, adminPaths } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDocs } from '../../lib/route-docs';
import { staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRead(app, {
    url: adminPaths.dashboard,
    guard: requireStaff({ permission: 'dashboard.read' }),
    docs: staffDocs('admin: dashboard')(
      'Counts: members, frozen members, members new today (business day), unhandled contact messages',
    ),
    response: adminDashboardSchema,
    run: () => getDashboard(app.deps),
  });
};
