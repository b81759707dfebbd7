import { rankRuleSchema, rankRulesInput, teamAdminPaths } from '@tandem/contracts';
import { z } from 'zod';
import { staffRoutes } from '../../plugins/staff-routes';
import { listRankRules, updateRankRules } from './team-admin.service';

export const teamAdminRoutes = staffRoutes('admin: team', 'team.read', (staff, app) => {
  staff.read(teamAdminPaths.ranks, 'The rank rules: team volume needed and the bonus share of each rank', {
    response: z.array(rankRuleSchema),
    run: () => listRankRules(app.deps),
  });

  staff.action(teamAdminPaths.ranks, 'Replace the rank rules; every member is re-ranked at once (audited)', {
    method: 'PUT',
    permission: 'team.manage',
    description:
      'ranks[i].rank must be i, rank 0 at team volume 0, volumes strictly rising; team_volume in whole USDT, bonus_percent up to two decimals.',
    body: rankRulesInput,
    response: z.array(rankRuleSchema),
    run: (_id, body, actor) => updateRankRules(app.deps, body, actor),
  });
});
