import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type AuthenticatedMember, authenticateMemberToken } from '../modules/auth/sessions.service';

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
 */
export type { AuthenticatedMember };

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

/** The OpenAPI security requirement for member routes (the `bearer` scheme is declared in plugins/docs.ts). */
export const memberSecurity = [{ bearer: [] }];

/** The member calling a route guarded by `requireMember`. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}

export const memberAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('member', null);
    app.decorate('requireMember', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const member = token ? await authenticateMemberToken(app.deps.db, app.deps.clock.now(), token) : null;
      if (!member) throw new AppError('unauthorized');
      request.member = member;
    });
  },
  { name: 'member-auth' },
);
