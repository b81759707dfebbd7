import {
  downlinePageSchema,
  downlineQuery,
  teamInfoSchema,
  teamPaths,
  teamSearchQuery,
  teamSearchResultSchema,
} from '@tandem/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { errorResponses, memberDocs, memberRouteErrors } from '../../lib/route-docs';
import { currentMember } from '../../plugins/member-auth';
import { getDownline, getTeamInfo, searchTeam } from './team.service';

const docs = memberDocs('team');

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireMember);

  app.get(
    teamPaths.downline,
    {
      schema: {
        ...docs(
          'One level of the sponsor tree below parent (default: the caller), 20 per page',
          'parent must be the caller or a member of its subtree; any other id, existing or not, answers NOT_FOUND.',
        ),
        querystring: downlineQuery,
        response: { 200: envelopeOf(downlinePageSchema), ...errorResponses(...memberRouteErrors, 404) },
      },
    },
    async (request) => ok(await getDownline(app.deps, currentMember(request).id, request.query)),
  );

  app.get(
    teamPaths.teamInfo,
    {
      schema: {
        ...docs('Direct count, team size and volume, rank, totals per level (1–10) and recent rank moves'),
        response: { 200: envelopeOf(teamInfoSchema), ...errorResponses(...memberRouteErrors) },
      },
    },
    async (request) => ok(await getTeamInfo(app.deps, currentMember(request).id)),
  );

  app.get(
    teamPaths.search,
    {
      schema: {
        ...docs(
          "Find a member of the caller's subtree by username, with the path to open in the tree",
          'A member outside the subtree answers NOT_FOUND like an unknown username.',
        ),
        querystring: teamSearchQuery,
        response: { 200: envelopeOf(teamSearchResultSchema), ...errorResponses(...memberRouteErrors, 404) },
      },
    },
    async (request) => ok(await searchTeam(app.deps, currentMember(request).id, request.query.username)),
  );
};
