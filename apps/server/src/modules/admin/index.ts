import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth.routes';
import { adminContactRoutes } from './admin-contact.routes';
import { adminDashboardRoutes } from './admin-dashboard.routes';
import { adminMembersRoutes } from './admin-members.routes';
import { adminSettingsRoutes } from './admin-settings.routes';
import { adminStaffRoutes } from './admin-staff.routes';

/** The back office API, /api/admin/*: staff sign-in with TOTP, members, settings, contact, staff (the audit log: modules/audit). */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminAuthRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminContactRoutes);
  await app.register(adminStaffRoutes);
}
