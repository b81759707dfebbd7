import { settlementDayRowSchema, stakingAdminPaths } from '@tandem/contracts';
import { z } from 'zod';
import { staffAction } from '../../plugins/staff-action';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { listSettlementDays, runSettlementNow } from './settlement.service';

const runSchema = z.object({
  ran: z.boolean().describe('false when another runner held the lock (it settles the days itself)'),
  through: z.string().describe('the last due business day'),
  days: z.array(z.string()).describe('days this run settled'),
});

/** The back office's view of the daily settlement, and a superadmin's "settle now". */
export const settlementRoutes = staffPlugin('admin: staking', async (app, docs) => {
  staffRead(app, {
    url: stakingAdminPaths.settlementDays,
    guard: requireStaff({ permission: 'staking.read' }),
    docs: docs('Settled days, newest first: profit, bonuses, maturities, renewals and notices of each'),
    response: z.array(settlementDayRowSchema),
    run: () => listSettlementDays(app.deps),
  });

  staffAction(app, {
    url: stakingAdminPaths.settlementRun,
    guard: requireStaff({ permission: 'staking.settle' }),
    docs: docs('Settle every day that is due now (the scheduler does this by itself each day); audited'),
    response: runSchema,
    run: (_id, _body, actor) => runSettlementNow(app.deps, actor),
  });
});
