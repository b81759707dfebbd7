import type {
  FastifyRequest,
  FastifySchema,
  RouteOptions,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { errorEnvelope } from '../lib/envelope';
import { envelopeOf, ok } from '../lib/envelope';

export type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers a route that answers the success envelope around `data` and documents `errors`. The route
 * helpers (staffRoutes, idempotentAction) build on it; its schema is typed plain, so they check the
 * service's result against `data` through their own `run` types instead.
 */
export function envelopeRoute(
  app: App,
  route: Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'config' | 'handler' | 'attachValidation'> & {
    schema: FastifySchema;
    data: z.ZodType;
    errors: Record<number, typeof errorEnvelope>;
  },
): void {
  const { schema, data, errors, ...options } = route;
  app.route({ ...options, schema: { ...schema, response: { 200: envelopeOf(data), ...errors } } });
}

/** What a call's input (the query string of a GET, the body of a POST) parses to: nothing when it takes none. */
export type InputOf<Input> = Input extends z.ZodType ? z.output<Input> : undefined;

/** A per-IP limit, on calls that send mail or guess at a secret. */
export interface RateLimit {
  max: number;
  timeWindow: string;
}

export interface EnvelopeCall<Input extends z.ZodType | undefined> {
  method: 'GET' | 'POST';
  url: string;
  onRequest?: RouteOptions['onRequest'];
  rateLimit?: RateLimit;
  /** A member read that checks the session in its own statement (plugins/member-auth.ts). */
  foldsSession?: boolean;
  /** The tags/summary/description/security block. */
  docs: object;
  /** The query string of a GET, the body of a POST. */
  input?: Input;
  /** What `data` holds in the success envelope; a call without one answers `data: null`. */
  response?: z.ZodType;
  errors: Record<number, typeof errorEnvelope>;
  /** The envelope's `message` when it is not `OK` (`otp_sent`, `OTP_OK`). */
  message?: string;
  run: (request: FastifyRequest, input: InputOf<Input>) => Promise<unknown>;
}

/**
 * A call that takes one input, from the query string of a GET or the body of a POST, and answers
 * the success envelope. The member and public route helpers build on it and type `run` against
 * `response` themselves.
 */
export function envelopeCall<Input extends z.ZodType | undefined>(app: App, call: EnvelopeCall<Input>): void {
  const inputKey = call.method === 'GET' ? 'querystring' : 'body';
  envelopeRoute(app, {
    method: call.method,
    url: call.url,
    ...(call.onRequest ? { onRequest: call.onRequest } : {}),
    ...(call.rateLimit || call.foldsSession
      ? { config: { ...(call.rateLimit ? { rateLimit: call.rateLimit } : {}), foldsSession: call.foldsSession } }
      : {}),
    // A folded read answers a refused input after its session check (plugins/member-route memberFoldedRead).
    ...(call.foldsSession && call.input ? { attachValidation: true } : {}),
    schema: { ...call.docs, ...(call.input ? { [inputKey]: call.input } : {}) },
    data: call.response ?? z.null(),
    errors: call.errors,
    handler: async (request) => {
      const input = (call.method === 'GET' ? request.query : request.body) as InputOf<Input>;
      const data = await call.run(request, input);
      return ok(call.response ? data : null, call.message);
    },
  });
}

/**
 * The plugin of a route file whose routes are documented under one tag (`docs` is that tag's
 * `docs(summary, description?)`); `guard`, when given, is the hook every route in the file needs.
 */
export function taggedRoutes<Docs>(
  docs: Docs,
  routes: (app: App, docs: Docs) => void | Promise<void>,
  guard?: (app: App) => onRequestHookHandler | onRequestAsyncHookHandler,
): FastifyPluginAsyncZod {
  return async (app) => {
    if (guard) app.addHook('onRequest', guard(app));
    await routes(app, docs);
  };
}
