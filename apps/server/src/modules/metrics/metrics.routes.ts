import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics.service';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether this request may read the metrics: with METRICS_TOKEN set, it must carry that bearer token;
 * without one, only a scraper on this machine (the socket's address, never a forwarded header).
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return loopback.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Prometheus text at /metrics (outside /api: no envelope, not in the API document). */
export async function metricsRoutes(app: FastifyInstance, { metrics }: { metrics: AppMetrics }) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, app.deps.config.metricsToken)) return reply.status(404).send('Not Found');
    const { contentType, body } = await metrics.scrape();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
