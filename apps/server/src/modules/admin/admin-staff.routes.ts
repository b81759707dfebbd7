import { adminPaths, createStaffInput, staffAccountSchema } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import {
  createStaffAccount,
  disableStaffAccount,
  enableStaffAccount,
  findStaffAccounts,
  resetStaffTotp,
} from './admin-staff.service';

export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: staff'];
  const manage = requireStaff({ permission: 'staff.manage' });

  app.get(
    adminPaths.staff,
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Every staff account with its role, status and whether TOTP is set up',
        security: staffSecurity,
        response: { 200: envelopeOf(z.array(staffAccountSchema)), ...staffErrors },
      },
    },
    async () => ok(await findStaffAccounts(app.deps)),
  );

  app.post(
    adminPaths.staff,
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Create a staff account with an initial password; TOTP is set up at its first sign-in (audited)',
        security: staffSecurity,
        body: createStaffInput,
        response: { 200: envelopeOf(staffAccountSchema), ...staffErrors },
      },
    },
    async (request) => ok(await createStaffAccount(app.deps, request.body, auditActorOf(request))),
  );

  const actionSchema = (summary: string) => ({
    tags,
    summary,
    security: staffSecurity,
    params: idParam,
    response: { 200: envelopeOf(staffAccountSchema), ...staffErrors },
  });

  app.post(
    adminPaths.staffDisable.route,
    { onRequest: manage, schema: actionSchema('Disable a staff account and end its sessions (audited)') },
    async (request) => ok(await disableStaffAccount(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    adminPaths.staffEnable.route,
    { onRequest: manage, schema: actionSchema('Enable a staff account (audited)') },
    async (request) => ok(await enableStaffAccount(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );

  app.post(
    adminPaths.staffResetTotp.route,
    {
      onRequest: manage,
      schema: actionSchema('Clear the TOTP authenticator; the owner sets up a new one at next sign-in (audited)'),
    },
    async (request) => ok(await resetStaffTotp(app.deps, BigInt(request.params.id), auditActorOf(request))),
  );
};
