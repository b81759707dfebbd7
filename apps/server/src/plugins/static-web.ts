import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorEnvelopeBody } from './errors';
import { chooseLanguage, loadPrerenderedPages, pageNameOf } from './prerendered-pages';

/**
 * Serves the built web app. The public pages come pre-rendered in the visitor's language when the
 * build made them; other client routes (/web/..., /admin/...) fall back to index.html; an unknown
 * /api/* path is a 404 envelope, never the app, and a known one called with another method a 405.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root?: string }) => {
  const root = opts.root;
  const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
  const prerendered = hasWeb ? loadPrerenderedPages(root) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Pre-rendered pages carry a placeholder origin; they are sent only through the route below.
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
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
    const allowed = url.startsWith('/api/') ? methodsServing(app, url) : [];
    if (allowed.length > 0) {
      return reply.status(405).header('allow', allowed.join(', ')).send(errorEnvelopeBody('METHOD_NOT_ALLOWED'));
    }
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
    const page = pageNameOf(url);
    const query = new URLSearchParams(request.url.slice(url.length + 1));
    // A page with content parameters (an article's `?id=`, the blog's `?page=`) is sent as its
    // pre-rendered loading shell, `<page>@<parameters>`, whose script loads the content; a page or
    // parameter without a file is rendered in the browser.
    const contentKeys = [...new Set(query.keys())].filter((key) => key !== 'lang').sort();
    const fileName = page && contentKeys.length > 0 ? `${page}@${contentKeys.join(',')}` : page;
    const origin = `${request.protocol}://${request.host}`;
    if (fileName && prerendered && isSafeOrigin(origin)) {
      const language = chooseLanguage({
        requested: query.get('lang'),
        cookieHeader: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = prerendered.render(language, fileName, origin, encoding);
      if (body) {
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language, cookie, accept-encoding')
          .send(body);
      }
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods that have a route for this concrete path: a known path called with another method is a 405. */
function methodsServing(app: FastifyInstance, url: string): string[] {
  return METHODS.filter((method) => app.findRoute({ method, url }) !== null);
}

/** An origin fit to write into links: scheme, host name or address, optional port. */
function isSafeOrigin(origin: string): boolean {
  return /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(origin);
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const entry of String(header ?? '').split(',')) {
    const [name = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
