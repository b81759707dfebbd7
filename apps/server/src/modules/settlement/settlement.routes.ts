import { settlementDayRowSchema, stakingAdminPaths } from '@tandem/contracts';
import { z } from 'zod';
import { staffRoutes } from '../../plugins/staff-routes';
import { listSettlementDays, runSettlementNow } from './settlement.service';

const runSchema = z.object({
  ran: z.boolean().describe('false when another runner held the lock (it settles the days itself)'),
  through: z.string().describe('the last due business day'),
  days: z.array(z.string()).describe('days this run settled'),
});

/** The back office's view of the daily settlement, and a superadmin's "settle now". */
export const settlementRoutes = staffRoutes('admin: staking', 'staking.read', (staff, app) => {
  staff.read(
    stakingAdminPaths.settlementDays,
    'Settled days, newest first: profit, bonuses, maturities, renewals and notices of each',
    { response: z.array(settlementDayRowSchema), run: () => listSettlementDays(app.deps) },
  );

  staff.action(
    stakingAdminPaths.settlementRun,
    'Settle every day that is due now (the scheduler does this by itself each day); audited',
    {
      permission: 'staking.settle',
      response: runSchema,
      run: (_id, _body, actor) => runSettlementNow(app.deps, actor),
    },
  );
});
