import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { ok } from '../lib/envelope';
import type { AuditActor } from '../lib/principals';
import { staffErrors } from '../lib/route-docs';
import { rowIdOf, rowParams } from '../lib/route-params';
import { type App, type InputOf, envelopeRoute } from './envelope-route';
import { auditActorOf } from './staff-auth';

/** What an action's body parses to: nothing when the action takes no body. */

export interface StaffAction<Body extends z.ZodType | undefined, Data extends z.ZodType> {
  method?: 'POST' | 'PUT' | 'DELETE';
  /**
   * The route: with an `:id`, the row the action decides on; without one, an action on the desk as a
   * whole (create, settle now), whose `run` gets 0n as the id.
   */
  url: string;
  /** The `requireStaff(...)` hook of the permission the action needs. */
  guard: onRequestAsyncHookHandler;
  /** The tags/summary/description/security block (`staffDocs(tag)(summary)` or the file's own). */
  docs: object;
  body?: Body;
  /** What `data` holds in the success envelope. */
  response: Data;
  /** The service call: the row id (0n without `:id`), the parsed body and who acts, for the audit log. */
  run: (id: bigint, body: InputOf<Body>, actor: AuditActor) => Promise<z.input<Data>>;
}

/**
 * A staff decision on one row (approve, reject, mark paid, assign, dismiss, edit, delete…) or on the
 * desk (create, change a setting): every one is guarded, documents the staff error answers and is
 * audited with the acting staff member. Written once here so that a route file states only what differs.
 */
export function staffAction<Body extends z.ZodType | undefined, Data extends z.ZodType>(
  app: App,
  action: StaffAction<Body, Data>,
): void {
  envelopeRoute(app, {
    method: action.method ?? 'POST',
    url: action.url,
    onRequest: action.guard,
    schema: { ...action.docs, ...rowParams(action.url), ...(action.body ? { body: action.body } : {}) },
    data: action.response,
    errors: staffErrors,
    handler: async (request) =>
      ok(await action.run(rowIdOf(request.params), request.body as InputOf<Body>, auditActorOf(request))),
  });
}
