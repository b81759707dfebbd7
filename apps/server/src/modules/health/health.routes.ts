import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@tandem/contracts';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';

/**
 * `/api/health` says the process is alive and its database answers; `/api/ready` says it may take
 * traffic: the database answers and has every migration this build expects. A load balancer sends
 * traffic on ready; a server that is closing answers 503 to both (Fastify's return503OnClosing).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    paths.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeOf(z.object({ status: z.literal('ok'), database: z.string() })) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.deps.db);
      return ok({ status: 'ok' as const, database: app.deps.dbKind });
    },
  );

  app.get(
    paths.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and every migration has run',
        response: { 200: envelopeOf(z.object({ status: z.literal('ready'), database: z.string() })) },
      },
    },
    async (request) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(app.deps.db);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        throw new AppError('NOT_READY');
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'not ready: migrations have not run');
        throw new AppError('NOT_READY');
      }
      return ok({ status: 'ready' as const, database: app.deps.dbKind });
    },
  );
};
