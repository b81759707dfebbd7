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
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import {
  findMembersPage,
  freezeMember,
  getMemberDetail,
  resetMemberSecPassword,
  unfreezeMember,
} from './admin-members.service';

export const adminMembersRoutes = staffPlugin('admin: members', async (app, docs) => {
  const canRead = requireStaff({ permission: 'members.read' });
  const canFreeze = requireStaff({ permission: 'members.freeze' });

  staffRead(app, {
    url: adminPaths.members,
    guard: canRead,
    docs: docs('Members, newest first; q searches username, email and full name (case-insensitive)'),
    query: memberListQuery,
    response: page(adminMemberRowSchema),
    run: ({ q, status, page }) => findMembersPage(app.deps, { q, status: status || undefined }, page),
  });

  staffRead(app, {
    url: adminPaths.member.route,
    guard: canRead,
    docs: docs('One member: profile, sponsor, status, KYC, direct count, live sessions, recent audit rows'),
    response: adminMemberDetailSchema,
    run: (_query, id) => getMemberDetail(app.deps, id),
  });

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
});
