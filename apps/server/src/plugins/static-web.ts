import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelopeBody } from './errors';

/**
 * Serves the built web app. Client routes (/landing, /web/..., /admin/...) fall back to index.html;
 * an unknown /api/* path is a 404 envelope, never the app.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root;
  const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send(errorEnvelopeBody('NOT_FOUND'));
    }
    // A missing file with an extension is a 404, not the app (a broken asset link should be visible).
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).send(errorEnvelopeBody('NOT_FOUND'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
