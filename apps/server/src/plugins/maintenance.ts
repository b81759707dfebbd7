import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * SITE_ON=0 puts member calls into maintenance (503). Lookup and other global calls keep working so
 * the client can show the maintenance modal, and staff keep working so they can turn the site back on.
 */
const alwaysOpen = ['/api/global/', '/api/admin/', '/api/health', '/api/ready', '/api/docs', '/api/news/'];

export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/') || alwaysOpen.some((p) => url.startsWith(p))) return;
    if (!(await app.deps.settings.isSiteOn())) throw new AppError('maintenance');
  });
});
