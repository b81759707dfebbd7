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
import { staffDocs, staffErrors } from '../../lib/route-docs';
import { idParam } from '../../lib/route-params';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import {
  findMembersPage,
  freezeMember,
  getMemberDetail,
  resetMemberSecPassword,
  unfreezeMember,
} from './admin-members.service';

export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = staffDocs('admin: members');
  const canRead = requireStaff({ permission: 'members.read' });
  const canFreeze = requireStaff({ permission: 'members.freeze' });

  app.get(
    adminPaths.members,
    {
      onRequest: canRead,
      schema: {
        ...docs('Members, newest first; q searches username, email and full name (case-insensitive)'),
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
      onRequest: canRead,
      schema: {
        ...docs('One member: profile, sponsor, status, KYC, direct count, live sessions, recent audit rows'),
        params: idParam,
        response: { 200: envelopeOf(adminMemberDetailSchema), ...staffErrors },
      },
    },
    async (request) => ok(await getMemberDetail(app.deps, BigInt(request.params.id))),
  );

  staffAction(app, {
    url: adminPaths.memberFreeze.route,
    guard: canFreeze,
    docs: docs('Freeze a member and end all their sessions at once (audited, reason required)'),
    body: reasonInput,
    response: memberStatusChangeSchema,
    run: (id, body, actor) => freezeMember(app.deps, id, body.reason, actor),
  });

  staffAction(app, {
    url: adminPaths.memberUnfreeze.route,
    guard: canFreeze,
    docs: docs('Unfreeze a member (audited, reason required)'),
    body: reasonInput,
    response: memberStatusChangeSchema,
    run: (id, body, actor) => unfreezeMember(app.deps, id, body.reason, actor),
  });

  staffAction(app, {
    url: adminPaths.memberResetSecPassword.route,
    guard: requireStaff({ permission: 'members.resetSecPassword' }),
    docs: docs('Clear the secondary password; the member app then asks for a new one (audited)'),
    body: reasonInput,
    response: secPasswordResetSchema,
    run: (id, body, actor) => resetMemberSecPassword(app.deps, id, body.reason, actor),
  });
};
