import type { FastifySchema, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorEnvelope } from '../lib/envelope';
import { envelopeOf } from '../lib/envelope';

export type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers a route that answers the success envelope around `data` and documents `errors`. The route
 * helpers (staffAction, idempotentAction) build on it; its schema is typed plain, so they check the
 * service's result against `data` through their own `run` types instead.
 */
export function envelopeRoute(
  app: App,
  route: Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'config' | 'handler'> & {
    schema: FastifySchema;
    data: z.ZodType;
    errors: Record<number, typeof errorEnvelope>;
  },
): void {
  const { schema, data, errors, ...options } = route;
  app.route({ ...options, schema: { ...schema, response: { 200: envelopeOf(data), ...errors } } });
}
