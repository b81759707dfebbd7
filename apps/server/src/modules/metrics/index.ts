import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAppMetrics } from './metrics.service';
import { metricsRoutes } from './metrics.routes';

/**
 * Counts and times every answered request by its route pattern (not its URL, so ids do not multiply the
 * series; web files and pages share one), and serves /metrics.
 */
export const metricsModule = fp(async (app: FastifyInstance) => {
  const metrics = createAppMetrics(app.deps);
  // A callback hook, not an async one: it waits on nothing (decision 033).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.url.startsWith('/api/') ? (request.routeOptions.url ?? 'unmatched') : 'web';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  await app.register(metricsRoutes, { metrics });
});
