import {
  adminKycDetailSchema,
  adminKycListQuery,
  adminKycPaths,
  adminKycRowSchema,
  kycDecisionSchema,
  kycRejectInput,
  page,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { sendPrivateImage } from '../../lib/private-image';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { imageParams } from './kyc.schemas';
import { approveKyc, findKycQueue, getKycDetail, getKycImageForStaff, rejectKyc } from './kyc-admin.service';

/** The compliance review queue: list, one submission with its images, approve, reject with a reason. */
export const kycAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: kyc'];
  const guard = requireStaff({ permission: 'kyc.review' });

  app.get(
    '/api/admin/kyc',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'KYC submissions by status: pending oldest first, decided ones latest decision first',
        security: staffSecurity,
        querystring: adminKycListQuery,
        response: { 200: envelopeOf(page(adminKycRowSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await findKycQueue(app.deps, request.query.status, request.query.page)),
  );

  app.get(
    adminKycPaths.detail.route,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          "One submission with the member, other members using the same identity number, and the member's history",
        security: staffSecurity,
        params: idParam,
        response: { 200: envelopeOf(adminKycDetailSchema), ...staffErrors },
      },
    },
    async (request) => ok(await getKycDetail(app.deps, BigInt(request.params.id))),
  );

  app.get(
    adminKycPaths.image.route,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'One document image (JPEG or PNG), compliance staff only',
        security: staffSecurity,
        params: imageParams,
        response: staffErrors,
      },
    },
    async (request, reply) =>
      sendPrivateImage(reply, await getKycImageForStaff(app.deps, BigInt(request.params.id), request.params.side)),
  );

  app.post(
    adminKycPaths.approve.route,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Approve a pending submission (audited); already decided: STATE_CHANGED',
        security: staffSecurity,
        params: idParam,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(kycDecisionSchema), ...staffErrors },
      },
    },
    async (request) => ok(await approveKyc(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    adminKycPaths.reject.route,
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Reject a pending submission with a reason from the list and a note (audited); already decided: STATE_CHANGED',
        security: staffSecurity,
        params: idParam,
        body: kycRejectInput,
        response: { 200: envelopeOf(kycDecisionSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(
        await rejectKyc(
          app.deps,
          BigInt(request.params.id),
          request.body.reason,
          request.body.note,
          auditActorOf(request),
        ),
      ),
  );
};
