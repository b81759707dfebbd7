import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../lib/envelope';
import type { AuthenticatedMember } from '../lib/principals';
import { memberErrors } from '../lib/route-docs';
import { type App, envelopeRoute } from './envelope-route';
import { currentMember } from './member-auth';

/** What a route's query string or body parses to: nothing when it takes none. */
type InputOf<Input> = Input extends z.ZodType ? z.output<Input> : undefined;

interface MemberRoute<Input extends z.ZodType | undefined, Data extends z.ZodType> {
  /** A member route: the plugin registering it has the `requireMember` hook. */
  url: string;
  /** The tags/summary/description/security block, `memberDocs(tag)(summary, description)`. */
  docs: object;
  /** The error statuses this call adds to the ones every member route has. */
  errors?: number[];
  /** The service call: the calling member and the parsed query (a read) or body (an action). */
  run: (member: AuthenticatedMember, input: InputOf<Input>) => Promise<z.input<Data>>;
}

export interface MemberRead<Query extends z.ZodType | undefined, Data extends z.ZodType> extends MemberRoute<
  Query,
  Data
> {
  query?: Query;
  /** What `data` holds in the success envelope. */
  response: Data;
}

export interface MemberAction<
  Body extends z.ZodType | undefined,
  Data extends z.ZodType = z.ZodVoid,
> extends MemberRoute<Body, Data> {
  body?: Body;
  /** What `data` holds in the success envelope; an action without one answers `data: null`. */
  response?: Data;
  /** The per-IP limit, on calls that send mail or check a secret. */
  rateLimit?: { max: number; timeWindow: string };
  /** The envelope's `message` when it is not `OK` (`otp_sent`, `OTP_OK`). */
  message?: string;
}

/**
 * A member's GET of their own data (a page of records, an overview): documents the member error
 * answers and answers the success envelope. Written once here so that a route file states only what
 * differs.
 */
export function memberRead<Query extends z.ZodType | undefined, Data extends z.ZodType>(
  app: App,
  read: MemberRead<Query, Data>,
): void {
  memberRoute(app, 'GET', read, read.query ? { querystring: read.query } : {}, (request) => request.query);
}

/**
 * A member's POST that moves no money (profile, passwords, codes, payout details…); money-moving
 * POSTs take an Idempotency-Key and go through `idempotentAction` instead.
 */
export function memberAction<Body extends z.ZodType | undefined, Data extends z.ZodType = z.ZodVoid>(
  app: App,
  action: MemberAction<Body, Data>,
): void {
  memberRoute(app, 'POST', action, action.body ? { body: action.body } : {}, (request) => request.body);
}

function memberRoute<Input extends z.ZodType | undefined, Data extends z.ZodType>(
  app: App,
  method: 'GET' | 'POST',
  route: MemberRoute<Input, Data> & {
    response?: Data;
    rateLimit?: { max: number; timeWindow: string };
    message?: string;
  },
  input: { querystring?: Input; body?: Input },
  inputOf: (request: FastifyRequest) => unknown,
): void {
  envelopeRoute(app, {
    method,
    url: route.url,
    ...(route.rateLimit ? { config: { rateLimit: route.rateLimit } } : {}),
    schema: { ...route.docs, ...input },
    data: route.response ?? z.null(),
    errors: memberErrors(...(route.errors ?? [])),
    handler: async (request) => {
      const data = await route.run(currentMember(request), inputOf(request) as InputOf<Input>);
      return ok(route.response ? data : null, route.message);
    },
  });
}
