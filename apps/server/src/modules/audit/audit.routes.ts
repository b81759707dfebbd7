import { adminPaths, auditEntrySchema, auditListQuery, page } from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { findAuditLog } from './audit.service';

export const auditRoutes = staffRoutes('admin: audit', 'audit.read', (staff, app) => {
  staff.read(
    adminPaths.audit,
    'The audit log, newest first; filter by staff username, action, target, time range [from, to)',
    {
      query: auditListQuery,
      response: page(auditEntrySchema),
      run: (q) => {
        const filter = {
          staffUsername: q.staff,
          action: q.action,
          targetType: q.target_type,
          targetId: q.target_id,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        };
        return findAuditLog(app.deps.db, filter, q.page);
      },
    },
  );
});
