import type { FastifyInstance } from 'fastify';
import { runWhileOpen } from '../../plugins/background-job';
import { startTeamFolder } from './team-folder';
import { teamAdminRoutes } from './team-admin.routes';
import { teamRoutes } from './team.routes';

/**
 * The team: member calls, the back-office rank rules, and the worker that folds pending team events
 * into the aggregates. Reads are exact without the fold; tests fold explicitly (foldTeamEvents), so
 * the worker does not run under NODE_ENV=test.
 */
export async function teamModule(app: FastifyInstance) {
  await app.register(teamRoutes);
  await app.register(teamAdminRoutes);
  if (app.deps.config.env === 'test') return;
  runWhileOpen(app, () => startTeamFolder(app.deps, app.log));
}
