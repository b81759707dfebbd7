import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import type { AuthenticatedMember } from '../lib/principals';
import { readerLanguageOf } from '../lib/request-context';

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
 * its `authenticate` (sessions.service), so plugins/ never imports a module.
 */
export interface MemberAuthOptions {
  /** The member whose open session has this token, or null. */
  authenticate: (db: Database, now: Date, token: string) => Promise<AuthenticatedMember | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireMember`; null on routes that do not require a member. */
    member: AuthenticatedMember | null;
  }
  interface FastifyInstance {
    requireMember: (request: FastifyRequest) => Promise<void>;
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
  async (app: FastifyInstance, { authenticate }: MemberAuthOptions) => {
    app.decorateRequest('member', null);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const member = token ? await authenticate(app.deps.db, app.deps.clock.now(), token) : null;
      if (!member) throw new AppError('unauthorized');
      // Every member read answers its texts in the screen's language (decision 017): services read it here.
      request.member = { ...member, language: readerLanguageOf(request.headers, member.language) };
    });
  },
  { name: 'member-auth' },
);
