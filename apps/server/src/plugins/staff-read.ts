import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../lib/envelope';
import { staffDocs, staffErrors } from '../lib/route-docs';
import { rowIdOf, rowParams } from '../lib/route-params';
import { type App, type InputOf, envelopeRoute, taggedRoutes } from './envelope-route';

export interface StaffRead<Query extends z.ZodType | undefined, Data extends z.ZodType> {
  /** The route; with an `:id` it names one row, which `run` gets (else 0n). */
  url: string;
  /** The `requireStaff(...)` hook of the permission the read needs. */
  guard: onRequestAsyncHookHandler;
  /** The tags/summary/security block (`staffDocs(tag)(summary)` or the file's own). */
  docs: object;
  query?: Query;
  /** What `data` holds in the success envelope. */
  response: Data;
  /** The service call: the parsed query, the row id and the request (for who is reading). */
  run: (query: InputOf<Query>, id: bigint, request: FastifyRequest) => Promise<z.input<Data>>;
}

/**
 * A staff GET of a queue, a list or one row: guarded, documents the staff error answers and answers
 * the success envelope. Written once here so that a route file states only what differs.
 */
export function staffRead<Query extends z.ZodType | undefined, Data extends z.ZodType>(
  app: App,
  read: StaffRead<Query, Data>,
): void {
  envelopeRoute(app, {
    method: 'GET',
    url: read.url,
    onRequest: read.guard,
    schema: {
      ...read.docs,
      ...rowParams(read.url),
      ...(read.query ? { querystring: read.query } : {}),
    },
    data: read.response,
    errors: staffErrors,
    handler: async (request) => ok(await read.run(request.query as InputOf<Query>, rowIdOf(request.params), request)),
  });
}

/**
 * The plugin of a staff route file whose routes are documented under one tag: `routes` gets that
 * tag's `docs(summary, description?)`. Each route names its own permission (`requireStaff`).
 */
export function staffPlugin(
  tag: string,
  routes: (app: App, docs: ReturnType<typeof staffDocs>) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return taggedRoutes(staffDocs(tag), routes);
}
