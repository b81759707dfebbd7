import type { StaffPermission, StaffStage } from '@tandem/contracts';
import { staffCan } from '@tandem/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { AuditActor, StaffPrincipal } from '../lib/principals';

/**
 * Staff authentication for /api/admin/*. Staff bearer tokens live in staff_sessions, apart from
 * member sessions, so a member token never opens a staff route and a staff token never a member one.
 *
 * Use as a route's preHandler:
 *   preHandler: requireStaff({ permission: 'members.freeze' })
 * then read the caller with `staffOf(request)`. Routes need a full session (password and TOTP) unless
 * they name the stages they serve.
 *
 * Who a token belongs to is the admin module's business: modules/index.ts registers
 * `staffAuthPlugin` with its `authenticate` (admin-auth.service), so plugins/ never imports a module.
 */
export interface StaffAuthOptions {
  /** The staff member whose open session has this token, or null. */
  authenticate: (app: FastifyInstance, token: string) => Promise<StaffPrincipal | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticateStaff: (token: string) => Promise<StaffPrincipal | null>;
  }
}

export const staffAuthPlugin = fp(
  async (app: FastifyInstance, { authenticate }: StaffAuthOptions) => {
    app.decorate('authenticateStaff', (token: string) => authenticate(app, token));
  },
  { name: 'staff-auth' },
);
export interface RequireStaffOptions {
  /** Session stages allowed; default only 'full'. */
  stages?: readonly StaffStage[];
  permission?: StaffPermission;
}

const principals = new WeakMap<FastifyRequest, StaffPrincipal>();

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{20,200})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export function requireStaff(options: RequireStaffOptions = {}) {
  const stages = options.stages ?? ['full'];
  return async function staffPreHandler(request: FastifyRequest) {
    const token = bearerToken(request);
    const principal = token ? await request.server.authenticateStaff(token) : null;
    if (!principal) throw new AppError('unauthorized');
    if (!stages.includes(principal.stage)) {
      // A session still short of its second factor is told so; any other mismatch is a plain refusal.
      const isShortOfTotp = principal.stage !== 'full' && (stages.includes('full') || principal.stage === 'totp_setup');
      throw new AppError(isShortOfTotp ? 'TOTP_SETUP_REQUIRED' : 'NO_PERMISSION');
    }
    if (options.permission && !staffCan(principal.role, options.permission)) throw new AppError('NO_PERMISSION');
    principals.set(request, principal);
  };
}

/** The staff member a `requireStaff` preHandler let through. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const principal = principals.get(request);
  if (!principal) throw new Error('staffOf() used on a route without requireStaff()');
  return principal;
}

/** Who is acting and from where, for the audit log. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const userAgent = request.headers['user-agent'];
  return {
    staffId: principals.get(request)?.staffId ?? null,
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    requestId: request.id,
  };
}
