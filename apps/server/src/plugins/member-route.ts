import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type CsvFile, sendCsvFile } from '../lib/csv-file';
import { type Folded, type MemberSessionKey, readInSession, sessionOnly } from '../db/member-session';
import type { AuthenticatedMember } from '../lib/principals';
import { memberDocs, memberErrors } from '../lib/route-docs';
import { AppError } from '../lib/app-error';
import { ok } from '../lib/envelope';
import { type App, type InputOf, type RateLimit, envelopeCall, envelopeRoute, taggedRoutes } from './envelope-route';
import { type ImageForm, readImageForm } from './image-form';
import { currentMember } from './member-auth';

interface MemberRoute<Input extends z.ZodType | undefined, Data extends z.ZodType> {
  /** A member route: the plugin registering it has the `requireMember` hook. */
  url: string;
  /** The tags/summary/description/security block, `memberDocs(tag)(summary, description)`. */
  docs: object;
  /** The error statuses this call adds to the ones every member route has. */
  errors?: number[];
  /** The service call: the calling member, the parsed query (a read) or body (an action), and the request. */
  run: (member: AuthenticatedMember, input: InputOf<Input>, request: FastifyRequest) => Promise<z.input<Data>>;
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
  rateLimit?: RateLimit;
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
  const { query, ...route } = read;
  memberCall(app, 'GET', query, route);
}

/**
 * A member's POST that moves no money (profile, passwords, codes, payout details…); money-moving
 * POSTs take an Idempotency-Key and go through `idempotentAction` instead.
 */
export function memberAction<Body extends z.ZodType | undefined, Data extends z.ZodType = z.ZodVoid>(
  app: App,
  action: MemberAction<Body, Data>,
): void {
  const { body, ...route } = action;
  memberCall(app, 'POST', body, route);
}

export interface MemberFoldedRead<Query extends z.ZodType | undefined, Data extends z.ZodType, Row> {
  url: string;
  docs: object;
  errors?: number[];
  query?: Query;
  response: Data;
  /**
   * The read's one statement, the session check folded in (db/member-session.ts readInSession). It may
   * refuse its input with an AppError before the statement: that answer waits for the session check.
   */
  read: (session: MemberSessionKey, input: InputOf<Query>) => Promise<Folded<Row>>;
  /** The answer for the member the session named, from what the statement read. */
  answer: (member: AuthenticatedMember, row: Row, input: InputOf<Query>) => z.input<Data> | Promise<z.input<Data>>;
}

/**
 * A hot member read at one database round trip (issue 14, decision 031): the session check runs inside
 * the read's own statement instead of before it. Same answers as `memberRead`, 401 included.
 */
export function memberFoldedRead<Query extends z.ZodType | undefined, Data extends z.ZodType, Row>(
  app: App,
  route: MemberFoldedRead<Query, Data, Row>,
): void {
  const { query, errors, read, answer, ...call } = route;
  envelopeCall(app, {
    ...call,
    method: 'GET',
    input: query,
    foldsSession: true,
    errors: memberErrors(...(errors ?? [])),
    run: async (request, parsed) => {
      const key = request.memberSession;
      // Only a route registered in a member plugin gets here with its session key.
      if (!key) throw new AppError('unauthorized');
      // Refused input is answered as memberRead answers it: only once the session is known to be open.
      const refuse = async (error: unknown) => {
        await app.acceptMemberSession(request, await readInSession(app.deps.db, key, sessionOnly));
        return error;
      };
      if (request.validationError) throw await refuse(request.validationError);
      let folded: Folded<Row>;
      try {
        folded = await read(key, parsed);
      } catch (error) {
        // A read refuses its input (a day that is no date, a range backwards) before its statement runs.
        throw error instanceof AppError && error.status < 500 ? await refuse(error) : error;
      }
      return answer(await app.acceptMemberSession(request, folded.session), folded.data, parsed);
    },
  });
}

/** Both kinds: the member's errors documented, and `run` called with the calling member. */
function memberCall<Input extends z.ZodType | undefined, Data extends z.ZodType>(
  app: App,
  method: 'GET' | 'POST',
  input: Input | undefined,
  route: Omit<MemberAction<Input, Data>, 'body'>,
): void {
  const { errors, run, ...call } = route;
  envelopeCall(app, {
    ...call,
    method,
    input,
    errors: memberErrors(...(errors ?? [])),
    run: (request, parsed) => run(currentMember(request), parsed, request),
  });
}

/**
 * A member's download of their own history as CSV (the list's filters, every row, not an envelope):
 * documented with the member's error answers, sent by sendCsvFile (a file, never cached).
 */
export function memberCsv<Query extends z.ZodType>(
  app: App,
  csv: {
    url: string;
    docs: object;
    query: Query;
    run: (member: AuthenticatedMember, query: z.output<Query>) => Promise<CsvFile>;
  },
): void {
  app.get(
    csv.url,
    { schema: { ...csv.docs, querystring: csv.query, response: memberErrors() } },
    async (request, reply) =>
      sendCsvFile(reply, await csv.run(currentMember(request), request.query as z.output<Query>)),
  );
}

export interface MemberImageForm<
  Fields extends z.ZodType,
  Name extends string,
  Needed extends Name,
  Data extends z.ZodType,
> {
  url: string;
  rateLimit: RateLimit;
  /** The tags/summary/description/security block, `memberDocs(tag)(summary, description)`. */
  docs: object;
  /** The text fields and images the form takes (plugins/image-form.ts). */
  form: ImageForm<Fields, Name, Needed>;
  /** What `data` holds in the success envelope. */
  response: Data;
  /** The error statuses this call adds to the member's and to an upload's own (413, 415, 422). */
  errors: number[];
  /** Refuses a member who may not submit now before the upload is read, so nobody uploads for nothing. */
  check: (memberId: bigint) => Promise<void>;
  /** The service call with the checked fields and the decoded images; the request for who acts (its audit row). */
  run: (
    memberId: bigint,
    form: Awaited<ReturnType<typeof readImageForm<Fields, Name, Needed>>>,
    request: FastifyRequest,
  ) => Promise<z.input<Data>>;
}

/**
 * A member's multipart/form-data submission of text fields and images (KYC documents, a fiat
 * deposit's screenshot, a store application's logo): checked before the upload is read, then read
 * field by field into one VALIDATION_ERROR. The plugin registers @fastify/multipart with its limits.
 */
export function memberImageForm<
  Fields extends z.ZodType,
  Name extends string,
  Data extends z.ZodType,
  Needed extends Name = never,
>(app: App, route: MemberImageForm<Fields, Name, Needed, Data>): void {
  envelopeRoute(app, {
    method: 'POST',
    url: route.url,
    config: { rateLimit: route.rateLimit },
    schema: { ...route.docs, consumes: ['multipart/form-data'] },
    data: route.response,
    errors: memberErrors(...route.errors, 413, 415, 422),
    handler: async (request) => {
      const memberId = currentMember(request).id;
      await route.check(memberId);
      return ok(await route.run(memberId, await readImageForm(request, route.form), request));
    },
  });
}

/**
 * The plugin of a member route file: every route in it needs a member session (the `requireMember`
 * hook the helpers above count on) and is documented under one tag, so `routes` gets that tag's
 * `docs(summary, description?)`.
 */
export function memberPlugin(
  tag: string,
  routes: (app: App, docs: ReturnType<typeof memberDocs>) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return taggedRoutes(memberDocs(tag), routes, (app) => app.requireMember);
}
