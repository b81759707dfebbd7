import { rankRuleSchema, rankRulesInput, teamAdminPaths } from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { staffErrors, staffSecurity } from '../../lib/route-docs';
import { auditActorOf, requireStaff } from '../../plugins/staff-auth';
import { listRankRules, updateRankRules } from './team-admin.service';

export const teamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: team'];

  app.get(
    teamAdminPaths.ranks,
    {
      onRequest: requireStaff({ permission: 'team.read' }),
      schema: {
        tags,
        summary: 'The rank rules: team volume needed and the bonus share of each rank',
        security: staffSecurity,
        response: { 200: envelopeOf(z.array(rankRuleSchema)), ...staffErrors },
      },
    },
    async () => ok(await listRankRules(app.deps)),
  );

  app.put(
    teamAdminPaths.ranks,
    {
      onRequest: requireStaff({ permission: 'team.manage' }),
      schema: {
        tags,
        summary: 'Replace the rank rules; every member is re-ranked at once (audited)',
        description:
          'ranks[i].rank must be i, rank 0 at team volume 0, volumes strictly rising; team_volume in whole USDT, bonus_percent up to two decimals.',
        security: staffSecurity,
        body: rankRulesInput,
        response: { 200: envelopeOf(z.array(rankRuleSchema)), ...staffErrors },
      },
    },
    async (request) => ok(await updateRankRules(app.deps, request.body, auditActorOf(request))),
  );
};
