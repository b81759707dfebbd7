import { memberPayoutSchema, payoutDeskPaths, payoutResetInput } from '@tandem/contracts';
import { staffRoutes } from '../../plugins/staff-routes';
import { getMemberPayout, resetMemberPayout } from './payout-admin.service';

/** The back office's view of a member's payout bindings, and their reset (decision 019). */
export const payoutAdminRoutes = staffRoutes('admin: member payout', 'members.read', (staff, app) => {
  staff.read(payoutDeskPaths.memberPayout.route, "A member's payout address (with its network) and bank account", {
    response: memberPayoutSchema,
    run: (_query, id) => getMemberPayout(app.deps, id),
  });

  staff.action(
    payoutDeskPaths.memberPayoutReset.route,
    "Clear a member's payout address or bank account so they can bind another (audited, reason required)",
    {
      permission: 'members.resetPayout',
      body: payoutResetInput,
      response: memberPayoutSchema,
      run: (id, body, actor) => resetMemberPayout(app.deps, id, body, actor),
    },
  );
});
