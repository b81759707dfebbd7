import { adminPaths, auditEntrySchema, auditListQuery, page } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDocs } from '../../lib/route-docs';
import { staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { findAuditLog } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  staffRead(app, {
    url: adminPaths.audit,
    guard: requireStaff({ permission: 'audit.read' }),
    docs: staffDocs('admin: audit')(
      'The audit log, newest first; filter by staff username, action, target, time range [from, to)',
    ),
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
  });
};
