import type { StaffPermission, StaffStage } from '@tandem/contracts';
import { staffCan } from '@tandem/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { type StaffPrincipal, authenticateStaff } from '../modules/admin/admin-auth.service';
import type { AuditActor } from '../modules/audit/audit.service';

/**
 * Staff authentication for /api/admin/*. Staff bearer tokens live in staff_sessions, apart from
 * member sessions, so a member token never opens a staff route and a staff token never a member one.
 *
 * Use as a route's preHandler:
 *   preHandler: requireStaff({ permission: 'members.freeze' })
 * then read the caller with `staffOf(request)`. Routes need a full session (password and TOTP) unless
 * they name the stages they serve.
 */
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
    const principal = token ? await authenticateStaff(request.server.deps, token) : null;
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

/** OpenAPI: the staff bearer scheme declared in plugins/docs.ts. */
export const staffSecurity = [{ staff: [] as string[] }];
