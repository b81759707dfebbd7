import { adminDashboardSchema, adminPaths } from '@tandem/contracts';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes = staffPlugin('admin: dashboard', (app, docs) => {
  staffRead(app, {
    url: adminPaths.dashboard,
    guard: requireStaff({ permission: 'dashboard.read' }),
    docs: docs('Counts: members, frozen members, members new today (business day), unhandled contact messages'),
    response: adminDashboardSchema,
    run: () => getDashboard(app.deps),
  });
});
