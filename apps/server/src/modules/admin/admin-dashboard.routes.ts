import { adminDashboardSchema, adminPaths } from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { getDashboard } from './admin-dashboard.service';

export const adminDashboardRoutes = staffRoutes('admin: dashboard', 'dashboard.read', (staff, app) => {
  staff.read(
    adminPaths.dashboard,
    'Counts: members, frozen members, members new today (business day), unhandled contact messages',
    { response: adminDashboardSchema, run: () => getDashboard(app.deps) },
  );
});
