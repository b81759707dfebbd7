import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A request still unanswered after this long is named in the log once (it is waiting on something for ever). */
export const UNANSWERED_WARN_MS = 30_000;

/**
 * One log line per request, when it has been answered, carrying the request id (Fastify's own pair
 * of "incoming request" / "request completed" lines is switched off in app.ts). API calls log at info;
 * the web app's files and pages at debug, so a browsing member does not bury the API lines.
 *
 * A request that is never answered would leave no line at all, so the requests in flight are kept
 * and one still waiting after UNANSWERED_WARN_MS is logged at warn, once, with its id and path.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, options: { unansweredWarnMs?: number } = {}) => {
    const warnAfter = options.unansweredWarnMs ?? UNANSWERED_WARN_MS;
    const inFlight = new Map<FastifyRequest, number>();
    const watch = setInterval(
      () => {
        const before = Date.now() - warnAfter;
        for (const [request, since] of inFlight) {
          if (since > before) continue;
          inFlight.delete(request);
          request.log.warn({ method: request.method, url: request.url, ms: Date.now() - since }, 'request unanswered');
        }
      },
      Math.min(5_000, warnAfter),
    );
    watch.unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(watch);
      done();
    });
    // Callback hooks, not async ones: they wait on nothing (decision 033).
    app.addHook('onRequest', (request, _reply, done) => {
      inFlight.set(request, Date.now());
      done();
    });
    // A request its client gave up on gets no onResponse (a file stream to a closed socket never finishes).
    app.addHook('onRequestAbort', (request, done) => {
      inFlight.delete(request);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      inFlight.delete(request);
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
  },
  { name: 'request-log' },
);
