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
import { staffRoutes } from '../../plugins/staff-routes';
import {
  findMembersPage,
  freezeMember,
  getMemberDetail,
  resetMemberSecPassword,
  unfreezeMember,
} from './admin-members.service';

export const adminMembersRoutes = staffRoutes('admin: members', 'members.read', (staff, app) => {
  staff.read(adminPaths.members, 'Members, newest first; q searches username, email and full name (case-insensitive)', {
    query: memberListQuery,
    response: page(adminMemberRowSchema),
    run: ({ q, status, page }) => findMembersPage(app.deps, { q, status: status || undefined }, page),
  });

  staff.read(
    adminPaths.member.route,
    'One member: profile, sponsor, status, KYC, direct count, live sessions, recent audit rows',
    { response: adminMemberDetailSchema, run: (_query, id) => getMemberDetail(app.deps, id) },
  );

  staff.action(
    adminPaths.memberFreeze.route,
    'Freeze a member and end all their sessions at once (audited, reason required)',
    {
      permission: 'members.freeze',
      body: reasonInput,
      response: memberStatusChangeSchema,
      run: (id, body, actor) => freezeMember(app.deps, id, body.reason, actor),
    },
  );

  staff.action(adminPaths.memberUnfreeze.route, 'Unfreeze a member (audited, reason required)', {
    permission: 'members.freeze',
    body: reasonInput,
    response: memberStatusChangeSchema,
    run: (id, body, actor) => unfreezeMember(app.deps, id, body.reason, actor),
  });

  staff.action(
    adminPaths.memberResetSecPassword.route,
    'Clear the secondary password; the member app then asks for a new one (audited)',
    {
      permission: 'members.resetSecPassword',
      body: reasonInput,
      response: secPasswordResetSchema,
      run: (id, body, actor) => resetMemberSecPassword(app.deps, id, body.reason, actor),
    },
  );
});
