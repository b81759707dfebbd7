import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@tandem/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { envelopeOf, ok } from '../../lib/envelope';
import { databaseAnswers, notReadyReason } from './health.service';

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
      await databaseAnswers(app.deps.db);
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
      const notReady = await notReadyReason(app.deps.db);
      if (notReady) {
        request.log.warn(notReady, 'not ready');
        throw new AppError('NOT_READY');
      }
      return ok({ status: 'ready' as const, database: app.deps.dbKind });
    },
  );
};
