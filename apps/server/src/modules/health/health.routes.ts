import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
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
};
