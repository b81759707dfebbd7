import { adminPaths, auditEntrySchema, auditListQuery, page } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { requireStaff } from '../../plugins/staff-auth';
import { findAuditLog } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.audit,
    {
      onRequest: requireStaff({ permission: 'audit.read' }),
      schema: {
        tags: ['admin: audit'],
        summary: 'The audit log, newest first; filter by staff username, action, target, time range [from, to)',
        security: staffSecurity,
        querystring: auditListQuery,
        response: { 200: envelopeOf(page(auditEntrySchema)), ...staffErrors },
      },
    },
    async (request) => {
      const q = request.query;
      const filter = {
        staffUsername: q.staff,
        action: q.action,
        targetType: q.target_type,
        targetId: q.target_id,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
      };
      return ok(await findAuditLog(app.deps.db, filter, q.page));
    },
  );
};
