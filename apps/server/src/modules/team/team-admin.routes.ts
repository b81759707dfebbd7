import { rankRuleSchema, rankRulesInput, teamAdminPaths } from '@tandem/contracts';
import { z } from 'zod';
import { staffAction } from '../../plugins/staff-action';
import { staffPlugin, staffRead } from '../../plugins/staff-read';
import { requireStaff } from '../../plugins/staff-auth';
import { listRankRules, updateRankRules } from './team-admin.service';

export const teamAdminRoutes = staffPlugin('admin: team', async (app, docs) => {
  staffRead(app, {
    url: teamAdminPaths.ranks,
    guard: requireStaff({ permission: 'team.read' }),
    docs: docs('The rank rules: team volume needed and the bonus share of each rank'),
    response: z.array(rankRuleSchema),
    run: () => listRankRules(app.deps),
  });

  staffAction(app, {
    method: 'PUT',
    url: teamAdminPaths.ranks,
    guard: requireStaff({ permission: 'team.manage' }),
    docs: docs(
      'Replace the rank rules; every member is re-ranked at once (audited)',
      'ranks[i].rank must be i, rank 0 at team volume 0, volumes strictly rising; team_volume in whole USDT, bonus_percent up to two decimals.',
    ),
    body: rankRulesInput,
    response: z.array(rankRuleSchema),
    run: (_id, body, actor) => updateRankRules(app.deps, body, actor),
  });
});
