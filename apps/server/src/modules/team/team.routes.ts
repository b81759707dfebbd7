import {
  downlinePageSchema,
  placementPageSchema,
  placementQuery,
  downlineQuery,
  teamInfoSchema,
  teamPaths,
  teamSearchQuery,
  teamSearchResultSchema,
} from '@tandem/contracts';
import { memberFoldedRead, memberPlugin, memberRead } from '../../plugins/member-route';
import { getDownline, readTeamInfo, searchTeam, teamInfoOfRow } from './team.service';
import { getPlacementLevel } from './placement.service';

export const teamRoutes = memberPlugin('team', async (app, docs) => {
  memberRead(app, {
    url: teamPaths.downline,
    docs: docs(
      'One level of the sponsor tree below parent (default: the caller), 20 per page',
      'parent must be the caller or a member of its subtree; any other id, existing or not, answers NOT_FOUND.',
    ),
    query: downlineQuery,
    response: downlinePageSchema,
    errors: [404],
    run: (member, query) => getDownline(app.deps, member.id, query, member.language),
  });

  memberFoldedRead(app, {
    url: teamPaths.teamInfo,
    docs: docs('Direct count, team size and volume, rank, totals per level (1–10) and recent rank moves'),
    response: teamInfoSchema,
    read: (session) => readTeamInfo(app.deps, session),
    answer: (member, row) => teamInfoOfRow(app.deps, member, row),
  });

  memberRead(app, {
    url: teamPaths.search,
    docs: docs(
      "Find a member of the caller's subtree by username, with the path to open in the tree",
      'A member outside the subtree answers NOT_FOUND like an unknown username.',
    ),
    query: teamSearchQuery,
    response: teamSearchResultSchema,
    errors: [404],
    run: (member, query) => searchTeam(app.deps, member.id, query.username, member.language),
  });

  memberRead(app, {
    url: teamPaths.placement,
    docs: docs(
      'One level of the placement tree (jid) below parent (default: the caller), 20 per page',
      'parent must be the caller or placed below it; any other id, existing or not, answers NOT_FOUND.',
    ),
    query: placementQuery,
    response: placementPageSchema,
    errors: [404],
    run: (member, query) => getPlacementLevel(app.deps, member.id, query, member.language),
  });
});
