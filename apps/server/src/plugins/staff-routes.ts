import type { StaffPermission } from '@tandem/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../lib/envelope';
import type { AuditActor } from '../lib/principals';
import { staffDocs, staffErrors } from '../lib/route-docs';
import { rowIdOf, rowParams } from '../lib/route-params';
import { type App, type InputOf, envelopeRoute } from './envelope-route';
import { auditActorOf, requireStaff } from './staff-auth';

/** What a route adds to its url and summary: the permission when it is not the file's, a longer description. */
interface RouteExtras {
  permission?: StaffPermission;
  description?: string;
}

/** A staff GET of a queue, a list or one row; with an `:id` in its url it names one row, which `run` gets (else 0n). */
export interface StaffReadRoute<Query extends z.ZodType | undefined, Data extends z.ZodType> extends RouteExtras {
  query?: Query;
  /** What `data` holds in the success envelope. */
  response: Data;
  /** The service call: the parsed query, the row id and the request (for who is reading, in which language). */
  run: (query: InputOf<Query>, id: bigint, request: FastifyRequest) => Promise<z.input<Data>>;
}

/**
 * A staff decision on one row (approve, reject, mark paid, assign, dismiss, edit, delete…), its url with
 * an `:id`, or on the desk as a whole (create, change a setting, settle now), whose `run` gets 0n as the id.
 */
export interface StaffActionRoute<Body extends z.ZodType | undefined, Data extends z.ZodType> extends RouteExtras {
  method?: 'POST' | 'PUT' | 'DELETE';
  body?: Body;
  /** What `data` holds in the success envelope. */
  response: Data;
  /**
   * The service call: the row id (0n without `:id`), the parsed body, who acts (for the audit log) and
   * the request, for what else an answer depends on (the reading screen's language).
   */
  run: (id: bigint, body: InputOf<Body>, actor: AuditActor, request: FastifyRequest) => Promise<z.input<Data>>;
}

/** The routes of one staff file, each guarded by the file's permission unless it names its own. */
export interface StaffRoutes {
  read<Query extends z.ZodType | undefined, Data extends z.ZodType>(
    url: string,
    summary: string,
    route: StaffReadRoute<Query, Data>,
  ): void;
  action<Body extends z.ZodType | undefined, Data extends z.ZodType>(
    url: string,
    summary: string,
    route: StaffActionRoute<Body, Data>,
  ): void;
  /** The hook of a permission (the file's by default), for the routes the two above do not fit (image bytes, uploads). */
  guard: (permission?: StaffPermission) => onRequestAsyncHookHandler;
  /** The file's docs block, for those same routes. */
  docs: ReturnType<typeof staffDocs>;
}

/**
 * The plugin of a staff route file: its routes are documented under `tag` and need `permission` (a
 * route may name another). The guard is set here once, so no staff route can be registered without one,
 * and a route file states only its url, summary, input, answer and service call. Every route documents
 * the staff error answers and answers the success envelope; every action is audited with the acting
 * staff member (`run` gets the actor).
 */
export function staffRoutes(
  tag: string,
  permission: StaffPermission,
  register: (staff: StaffRoutes, app: App) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const docs = staffDocs(tag);
    const guards = new Map<StaffPermission, onRequestAsyncHookHandler>();
    const guard = (needed: StaffPermission = permission) => {
      if (!guards.has(needed)) guards.set(needed, requireStaff({ permission: needed }));
      return guards.get(needed)!;
    };
    function read<Query extends z.ZodType | undefined, Data extends z.ZodType>(
      url: string,
      summary: string,
      route: StaffReadRoute<Query, Data>,
    ) {
      envelopeRoute(app, {
        method: 'GET',
        url,
        onRequest: guard(route.permission),
        schema: {
          ...docs(summary, route.description),
          ...rowParams(url),
          ...(route.query ? { querystring: route.query } : {}),
        },
        data: route.response,
        errors: staffErrors,
        handler: async (request) =>
          ok(await route.run(request.query as InputOf<Query>, rowIdOf(request.params), request)),
      });
    }
    function action<Body extends z.ZodType | undefined, Data extends z.ZodType>(
      url: string,
      summary: string,
      route: StaffActionRoute<Body, Data>,
    ) {
      envelopeRoute(app, {
        method: route.method ?? 'POST',
        url,
        onRequest: guard(route.permission),
        schema: { ...docs(summary, route.description), ...rowParams(url), ...(route.body ? { body: route.body } : {}) },
        data: route.response,
        errors: staffErrors,
        handler: async (request) =>
          ok(await route.run(rowIdOf(request.params), request.body as InputOf<Body>, auditActorOf(request), request)),
      });
    }
    await register({ read, action, guard, docs }, app);
  };
}
