import {
  adminMemberDetailSchema,
  adminMemberRowSchema,
  adminPaths,
  memberListQuery,
  memberStatusChangeSchema,
  page,
  reasonInput,
  secPasswordResetSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import {
  findMembersPage,
  freezeMember,
  getMemberDetail,
  resetMemberSecPassword,
  unfreezeMember,
} from './admin-members.service';

export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: members'];

  app.get(
    adminPaths.members,
    {
      onRequest: requireStaff({ permission: 'members.read' }),
      schema: {
        tags,
        summary: 'Members, newest first; q searches username, email and full name (case-insensitive)',
        security: staffSecurity,
        querystring: memberListQuery,
        response: { 200: envelopeOf(page(adminMemberRowSchema)), ...staffErrors },
      },
    },
    async (request) => {
      const { q, status, page } = request.query;
      return ok(await findMembersPage(app.deps, { q, status: status || undefined }, page));
    },
  );

  app.get(
    adminPaths.member.route,
    {
      onRequest: requireStaff({ permission: 'members.read' }),
      schema: {
        tags,
        summary: 'One member: profile, sponsor, status, KYC, direct count, live sessions, recent audit rows',
        security: staffSecurity,
        params: idParam,
        response: { 200: envelopeOf(adminMemberDetailSchema), ...staffErrors },
      },
    },
    async (request) => ok(await getMemberDetail(app.deps, BigInt(request.params.id))),
  );

  app.post(
    adminPaths.memberFreeze.route,
    {
      onRequest: requireStaff({ permission: 'members.freeze' }),
      schema: {
        tags,
        summary: 'Freeze a member and end all their sessions at once (audited, reason required)',
        security: staffSecurity,
        params: idParam,
        body: reasonInput,
        response: { 200: envelopeOf(memberStatusChangeSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await freezeMember(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );

  app.post(
    adminPaths.memberUnfreeze.route,
    {
      onRequest: requireStaff({ permission: 'members.freeze' }),
      schema: {
        tags,
        summary: 'Unfreeze a member (audited, reason required)',
        security: staffSecurity,
        params: idParam,
        body: reasonInput,
        response: { 200: envelopeOf(memberStatusChangeSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await unfreezeMember(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );

  app.post(
    adminPaths.memberResetSecPassword.route,
    {
      onRequest: requireStaff({ permission: 'members.resetSecPassword' }),
      schema: {
        tags,
        summary: 'Clear the secondary password; the member app then asks for a new one (audited)',
        security: staffSecurity,
        params: idParam,
        body: reasonInput,
        response: { 200: envelopeOf(secPasswordResetSchema), ...staffErrors },
      },
    },
    async (request) =>
      ok(await resetMemberSecPassword(app.deps, BigInt(request.params.id), request.body.reason, auditActorOf(request))),
  );
};
