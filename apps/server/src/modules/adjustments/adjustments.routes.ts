import {
  adjustmentPaths,
  adjustmentQueueQuery,
  adjustmentRecordSchema,
  adjustmentRejectInput,
  adjustmentRequestInput,
  page,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { approveAdjustment, findAdjustments, rejectAdjustment, requestAdjustment } from './adjustments.service';

/** Manual adjustments under maker-checker: one staff member asks, a different one approves. */
export const adjustmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff({ permission: 'finance.adjustments' });
  const doc = (summary: string) => ({ tags: ['admin: finance adjustments'], summary, security: staffSecurity });

  app.post(
    '/api/admin/finance/adjustments',
    {
      onRequest: guard,
      schema: {
        ...doc(
          'Ask for a manual credit or debit of a member wallet; nothing moves until another staff member approves',
        ),
        body: adjustmentRequestInput,
        response: { 200: envelopeOf(adjustmentRecordSchema), ...staffErrors },
      },
    },
    async (request) => ok(await requestAdjustment(app.deps, request.body, auditActorOf(request))),
  );

  app.get(
    '/api/admin/finance/adjustments',
    {
      onRequest: guard,
      schema: {
        ...doc('Adjustment requests by status: pending oldest first, decided ones latest first'),
        querystring: adjustmentQueueQuery,
        response: { 200: envelopeOf(page(adjustmentRecordSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await findAdjustments(app.deps, request.query.status, request.query.page)),
  );

  app.post(
    adjustmentPaths.approve.route,
    {
      onRequest: guard,
      schema: {
        ...doc(
          'Approve a pending adjustment and post it once; the requester cannot approve (SAME_STAFF_APPROVAL), ' +
            'a debit the wallet cannot cover is refused (INSUFFICIAN_BALANCE), decided: STATE_CHANGED. Audited.',
        ),
        params: idParam,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(adjustmentRecordSchema), ...staffErrors },
      },
    },
    async (request) => ok(await approveAdjustment(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    adjustmentPaths.reject.route,
    {
      onRequest: guard,
      schema: {
        ...doc('Reject a pending adjustment with a reason; nothing moves. Audited.'),
        params: idParam,
        body: adjustmentRejectInput,
        response: { 200: envelopeOf(adjustmentRecordSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await rejectAdjustment(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );
};
