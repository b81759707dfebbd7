import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * SITE_ON=0 puts member calls into maintenance (503). Lookup and other global calls keep working so
 * the client can show the maintenance modal, and staff keep working so they can turn the site back on.
 */
const alwaysOpen = ['/api/global/', '/api/admin/', '/api/health', '/api/ready', '/api/docs', '/api/news/'];

export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: while the settings cache is fresh (nearly always) it waits on
  // nothing, and an async hook costs every request promises and turns of the microtask queue (decision 033).
  const answer = (siteOn: boolean) => (siteOn ? undefined : new AppError('maintenance'));
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/') || alwaysOpen.some((p) => url.startsWith(p))) return done();
    const cached = app.deps.settings.cachedSiteOn();
    if (cached !== undefined) return done(answer(cached));
    app.deps.settings.isSiteOn().then((siteOn) => done(answer(siteOn)), done);
  });
});
