import type { FastifyInstance } from 'fastify';
import { runWhileOpen } from '../../plugins/background-job';
import { startHousekeeping } from './housekeeping.service';

/** Removes dead rows on a schedule so the tables do not grow for ever; off under NODE_ENV=test (tests sweep explicitly). */
export async function housekeepingModule(app: FastifyInstance) {
  if (!app.deps.config.housekeeping.run) return;
  runWhileOpen(app, () => startHousekeeping(app.deps, app.log));
}
