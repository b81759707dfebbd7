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
import { staffRoutes } from '../../plugins/staff-routes';
import {
  approveSurrender,
  createPackage,
  listAdminPackages,
  rejectSurrender,
  surrenderQueue,
  updatePackage,
} from './staking-admin.service';

/** Back office: package terms (audited) and the surrender queue (approve / reject, audited). */
export const stakingAdminRoutes = staffRoutes('admin: staking', 'staking.read', (staff, app) => {
  staff.read(
    stakingAdminPaths.packages,
    'Every package, active or not, with its names in all languages and live stakes',
    {
      response: z.object({ list: z.array(adminStakingPackageSchema) }),
      run: async () => ({ list: await listAdminPackages(app.deps) }),
    },
  );

  staff.action(stakingAdminPaths.packages, 'Create a package', {
    permission: 'staking.manage',
    description: 'PACKAGE_CODE_EXISTS when the code is taken. Audited.',
    body: packageInput,
    response: adminStakingPackageSchema,
    run: (_id, body, actor) => createPackage(app.deps, body, actor),
  });

  staff.action(stakingAdminPaths.package.route, 'Update a package', {
    method: 'PUT',
    permission: 'staking.manage',
    description:
      'All fields. Rates apply from the next settlement run. A package with live stakes keeps its type and ' +
      'term (PACKAGE_HAS_LIVE_STAKES). Audited with before and after.',
    body: packageInput,
    response: adminStakingPackageSchema,
    run: (id, body, actor) => updatePackage(app.deps, id, body, actor),
  });

  staff.read(
    stakingAdminPaths.surrenders,
    'Surrenders waiting for a decision, oldest first, with days held, penalty and the amount returned',
    {
      query: pageQuery,
      response: page(surrenderQueueItemSchema),
      run: (query) => surrenderQueue(app.deps, query.page),
    },
  );

  staff.action(
    stakingAdminPaths.surrenderApprove.route,
    'Approve a surrender: principal minus the penalty to point1, the penalty to fee revenue',
    {
      permission: 'staking.surrender',
      description:
        'STATE_CHANGED when it was decided already (two staff at once: one wins). The member is notified. Audited.',
      body: noBody,
      response: surrenderDecisionSchema,
      run: (id, _body, actor) => approveSurrender(app.deps, id, actor),
    },
  );

  staff.action(
    stakingAdminPaths.surrenderReject.route,
    'Reject a surrender with a reason; the stake goes back to active',
    {
      permission: 'staking.surrender',
      description: 'STATE_CHANGED when it was decided already. The member is notified with the reason. Audited.',
      body: reasonInput,
      response: surrenderDecisionSchema,
      run: (id, body, actor) => rejectSurrender(app.deps, id, body.reason, actor),
    },
  );
});
