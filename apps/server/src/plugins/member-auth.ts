import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { MemberSessionKey, MemberSessionRow } from '../db/member-session';
import { AppError } from '../lib/app-error';
import type { AuthenticatedMember } from '../lib/principals';
import { browserLanguageOf, readerLanguageFrom, readerLanguageOf, screenLanguageOf } from '../lib/request-context';
import { hashToken } from '../lib/tokens';

/**
 * Member authentication for every member-only route.
 *
 * Use it as a hook, for one route or for a whole route plugin:
 *
 *   app.get(path, { onRequest: app.requireMember, schema: { security: memberSecurity, ... } }, handler)
 *   app.addHook('onRequest', app.requireMember)            // every route of this plugin
 *
 * then read the caller with `currentMember(request)` (or `request.member`).
 *
 * The token is `Authorization: Bearer <token>`; its SHA-256 must match an unrevoked, unexpired
 * session of an active member. Anything else (no header, another scheme, a malformed, forged,
 * expired or revoked token, a frozen member) is 401 `unauthorized`, decided before the body is read.
 * Staff tokens live in another table, so they never pass here.
 *
 * Who a token belongs to is the auth module's business: modules/index.ts registers this plugin with
 * its `authenticate` and `memberOfSession` (sessions.service), so plugins/ never imports a module.
 *
 * A hot read folds the check into its own statement instead (issue 14, decision 031): its route has
 * `config: { foldsSession: true }` (plugins/member-route memberFoldedRead), the hook only checks the
 * token's form and leaves `request.memberSession` (the token's hash and the time), the read runs the
 * session CTE of db/member-session.ts with its data, and `acceptMemberSession` decides on the row it
 * got back, exactly as `authenticate` would have: one round trip instead of two.
 */
export interface MemberAuthOptions {
  /** The member whose open session has this token, or null. */
  authenticate: (db: Database, now: Date, token: string) => Promise<AuthenticatedMember | null>;
  /** The member of a session row a folded read answered (undefined: no open session), or null. */
  memberOfSession: (db: Database, now: Date, row: MemberSessionRow | undefined) => Promise<AuthenticatedMember | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; null on routes that do not require a member. */
    member: AuthenticatedMember | null;
    /** Set by `requireMember` on a route that folds the session check into its read; null elsewhere. */
    memberSession: MemberSessionKey | null;
  }
  interface FastifyInstance {
    requireMember: onRequestHookHandler;
    /** The caller of a folded read, from the session row its statement answered; 401 when none. */
    acceptMemberSession: (request: FastifyRequest, row: MemberSessionRow | undefined) => Promise<AuthenticatedMember>;
  }
  interface FastifyContextConfig {
    /** The route's read checks the session itself, in its own statement (db/member-session.ts). */
    foldsSession?: boolean;
  }
}

/** Tokens are 32 random bytes in base64url (lib/tokens.ts newToken): 43 characters. */
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{43})$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return bearerPattern.exec(header.trim())?.[1] ?? null;
}

/** The member calling a route guarded by `requireMember`. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}

export const memberAuthPlugin = fp(
  async (app: FastifyInstance, { authenticate, memberOfSession }: MemberAuthOptions) => {
    app.decorateRequest('member', null);
    app.decorateRequest('memberSession', null);
    const accept = (request: FastifyRequest, member: AuthenticatedMember | null, key?: MemberSessionKey) => {
      if (!member) throw new AppError('unauthorized');
      // Every member read answers its texts in the screen's language (decision 017): services read it here.
      // A folded read's hook has read the headers' languages already (the same rule, not read again).
      const language = key
        ? readerLanguageFrom(key.screenLanguage, member.language, key.fallbackLanguage)
        : readerLanguageOf(request.headers, member.language);
      request.member = { ...member, language };
      return request.member;
    };
    // A callback hook, not an async one: a folded read's check waits on nothing here, and an async hook
    // would cost it a promise and a turn of the microtask queue (decision 033).
    app.decorate('requireMember', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const token = bearerToken(request);
      if (!token) return done(new AppError('unauthorized'));
      if (request.routeOptions.config.foldsSession) {
        request.memberSession = {
          tokenHash: hashToken(token),
          now: app.deps.clock.now(),
          screenLanguage: screenLanguageOf(request.headers),
          fallbackLanguage: browserLanguageOf(request.headers),
        };
        return done();
      }
      authenticate(app.deps.db, app.deps.clock.now(), token)
        .then((member) => accept(request, member))
        .then(() => done(), done);
    });
    app.decorate('acceptMemberSession', async (request: FastifyRequest, row: MemberSessionRow | undefined) => {
      const key = request.memberSession;
      if (!key) throw new AppError('unauthorized');
      return accept(request, await memberOfSession(app.deps.db, key.now, row), key);
    });
  },
  { name: 'member-auth' },
);
