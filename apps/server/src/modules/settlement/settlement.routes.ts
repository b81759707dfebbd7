import { settlementDayRowSchema, stakingAdminPaths } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { listSettlementDays, runSettlementNow } from './settlement.service';

const runSchema = z.object({
  ran: z.boolean().describe('false when another runner held the lock (it settles the days itself)'),
  through: z.string().describe('the last due business day'),
  days: z.array(z.string()).describe('days this run settled'),
});

/** The back office's view of the daily settlement, and a superadmin's "settle now". */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = (summary: string) => ({ tags: ['admin: staking'], summary, security: staffSecurity });

  app.get(
    stakingAdminPaths.settlementDays,
    {
      onRequest: requireStaff({ permission: 'staking.read' }),
      schema: {
        ...doc('Settled days, newest first: profit, bonuses, maturities, renewals and notices of each'),
        response: { 200: envelopeOf(z.array(settlementDayRowSchema)), ...staffErrors },
      },
    },
    async () => ok(await listSettlementDays(app.deps)),
  );

  app.post(
    stakingAdminPaths.settlementRun,
    {
      onRequest: requireStaff({ permission: 'staking.settle' }),
      schema: {
        ...doc('Settle every day that is due now (the scheduler does this by itself each day); audited'),
        response: { 200: envelopeOf(runSchema), ...staffErrors },
      },
    },
    async (request) => ok(await runSettlementNow(app.deps, auditActorOf(request))),
  );
};
