import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One log line per request, when it has been answered, carrying the request id (Fastify's own pair
 * of "incoming request" / "request completed" lines is switched off in app.ts). API calls log at info;
 * the web app's files and pages at debug, so a browsing member does not bury the API lines.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it waits on nothing (decision 033).
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (request.url.startsWith('/api/')) request.log.info(line, 'request');
    else request.log.debug(line, 'request');
    done();
  });
});
