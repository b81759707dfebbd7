import {
  adminStakingPackageSchema,
  packageInput,
  stakingAdminPaths,
  surrenderDecisionSchema,
  surrenderQueueItemSchema,
  surrenderRejectInput,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pageOf, pageQuery } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import {
  approveSurrender,
  createPackage,
  listAdminPackages,
  rejectSurrender,
  surrenderQueue,
  updatePackage,
} from './staking-admin.service';

/** Back office: package terms (audited) and the surrender queue (approve / reject, audited). */
export const stakingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const canRead = requireStaff({ permission: 'staking.read' });
  const canManage = requireStaff({ permission: 'staking.manage' });
  const canDecide = requireStaff({ permission: 'staking.surrender' });
  const doc = (summary: string, description?: string) => ({
    tags: ['admin: staking'],
    summary,
    description,
    security: staffSecurity,
  });

  app.get(
    stakingAdminPaths.packages,
    {
      onRequest: canRead,
      schema: {
        ...doc('Every package, active or not, with its names in all languages and live stakes'),
        response: { 200: envelopeOf(z.object({ list: z.array(adminStakingPackageSchema) })), ...staffErrors },
      },
    },
    async () => ok({ list: await listAdminPackages(app.deps) }),
  );

  app.post(
    stakingAdminPaths.packages,
    {
      onRequest: canManage,
      schema: {
        ...doc('Create a package', 'PACKAGE_CODE_EXISTS when the code is taken. Audited.'),
        body: packageInput,
        response: { 200: envelopeOf(adminStakingPackageSchema), ...staffErrors },
      },
    },
    async (request) => ok(await createPackage(app.deps, request.body, auditActorOf(request))),
  );

  app.put(
    stakingAdminPaths.package.route,
    {
      onRequest: canManage,
      schema: {
        ...doc(
          'Update a package',
          'All fields. Rates apply from the next settlement run. A package with live stakes keeps its type and ' +
            'term (PACKAGE_HAS_LIVE_STAKES). Audited with before and after.',
        ),
        params: idParam,
        body: packageInput,
        response: { 200: envelopeOf(adminStakingPackageSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await updatePackage(app.deps, BigInt(request.params.id), request.body, auditActorOf(request))),
  );

  app.get(
    stakingAdminPaths.surrenders,
    {
      onRequest: canRead,
      schema: {
        ...doc('Surrenders waiting for a decision, oldest first, with days held, penalty and the amount returned'),
        querystring: pageQuery,
        response: { 200: envelopeOf(pageOf(surrenderQueueItemSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await surrenderQueue(app.deps, request.query.page)),
  );

  app.post(
    stakingAdminPaths.surrenderApprove.route,
    {
      onRequest: canDecide,
      schema: {
        ...doc(
          'Approve a surrender: principal minus the penalty to point1, the penalty to fee revenue',
          'STATE_CHANGED when it was decided already (two staff at once: one wins). The member is notified. Audited.',
        ),
        params: idParam,
        body: z.object({}).optional(),
        response: { 200: envelopeOf(surrenderDecisionSchema), ...staffErrors },
      },
    },
    async (request) => ok(await approveSurrender(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    stakingAdminPaths.surrenderReject.route,
    {
      onRequest: canDecide,
      schema: {
        ...doc(
          'Reject a surrender with a reason; the stake goes back to active',
          'STATE_CHANGED when it was decided already. The member is notified with the reason. Audited.',
        ),
        params: idParam,
        body: surrenderRejectInput,
        response: { 200: envelopeOf(surrenderDecisionSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await rejectSurrender(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );
};
