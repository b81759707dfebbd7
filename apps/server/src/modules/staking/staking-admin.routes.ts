import {
  adminStakingPackageSchema,
  packageInput,
  page,
  stakingAdminPaths,
  surrenderDecisionSchema,
  surrenderQueueItemSchema,
  reasonInput,
} from '@tandem/contracts';
import { z } from 'zod';
import { pageQuery } from '../../lib/envelope';
import { noBody } from '../../lib/route-params';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { staffAction } from '../../plugins/staff-action';
import { requireStaff } from '../../plugins/staff-auth';
import {
  approveSurrender,
  createPackage,
  listAdminPackages,
  rejectSurrender,
  surrenderQueue,
  updatePackage,
} from './staking-admin.service';

/** Back office: package terms (audited) and the surrender queue (approve / reject, audited). */
export const stakingAdminRoutes = staffPlugin('admin: staking', async (app, doc) => {
  const canRead = requireStaff({ permission: 'staking.read' });
  const canManage = requireStaff({ permission: 'staking.manage' });
  const canDecide = requireStaff({ permission: 'staking.surrender' });

  staffRead(app, {
    url: stakingAdminPaths.packages,
    guard: canRead,
    docs: doc('Every package, active or not, with its names in all languages and live stakes'),
    response: z.object({ list: z.array(adminStakingPackageSchema) }),
    run: async () => ({ list: await listAdminPackages(app.deps) }),
  });

  staffAction(app, {
    url: stakingAdminPaths.packages,
    guard: canManage,
    docs: doc('Create a package', 'PACKAGE_CODE_EXISTS when the code is taken. Audited.'),
    body: packageInput,
    response: adminStakingPackageSchema,
    run: (_id, body, actor) => createPackage(app.deps, body, actor),
  });

  staffAction(app, {
    method: 'PUT',
    url: stakingAdminPaths.package.route,
    guard: canManage,
    docs: doc(
      'Update a package',
      'All fields. Rates apply from the next settlement run. A package with live stakes keeps its type and ' +
        'term (PACKAGE_HAS_LIVE_STAKES). Audited with before and after.',
    ),
    body: packageInput,
    response: adminStakingPackageSchema,
    run: (id, body, actor) => updatePackage(app.deps, id, body, actor),
  });

  staffRead(app, {
    url: stakingAdminPaths.surrenders,
    guard: canRead,
    docs: doc('Surrenders waiting for a decision, oldest first, with days held, penalty and the amount returned'),
    query: pageQuery,
    response: page(surrenderQueueItemSchema),
    run: (query) => surrenderQueue(app.deps, query.page),
  });

  staffAction(app, {
    url: stakingAdminPaths.surrenderApprove.route,
    guard: canDecide,
    docs: doc(
      'Approve a surrender: principal minus the penalty to point1, the penalty to fee revenue',
      'STATE_CHANGED when it was decided already (two staff at once: one wins). The member is notified. Audited.',
    ),
    body: noBody,
    response: surrenderDecisionSchema,
    run: (id, _body, actor) => approveSurrender(app.deps, id, actor),
  });

  staffAction(app, {
    url: stakingAdminPaths.surrenderReject.route,
    guard: canDecide,
    docs: doc(
      'Reject a surrender with a reason; the stake goes back to active',
      'STATE_CHANGED when it was decided already. The member is notified with the reason. Audited.',
    ),
    body: reasonInput,
    response: surrenderDecisionSchema,
    run: (id, body, actor) => rejectSurrender(app.deps, id, body.reason, actor),
  });
});
