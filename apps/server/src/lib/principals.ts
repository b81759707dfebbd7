import type { StaffRole, StaffStage } from '@tandem/contracts';

/**
 * Who is calling: a member (plugins/member-auth.ts) or a staff member (plugins/staff-auth.ts), and
 * the actor the audit log records. Plain types, so plugins and modules share them without either
 * importing the other; the auth and admin modules decide who a token belongs to.
 */

/** Who is calling, as member-protected routes see it (request.member). */
export interface AuthenticatedMember {
  id: bigint;
  username: string;
  email: string | null;
  /**
   * The language of the screen calling (lib/request-context readerLanguageOf): the one its server texts
   * come in. The account's stored language (mail) is read from the member's row.
   */
  language: string;
  /** The session the request came with: logout ends it, a password change keeps only it. */
  sessionId: bigint;
}

/** The signed-in staff member behind a request. */
export interface StaffPrincipal {
  sessionId: bigint;
  staffId: bigint;
  username: string;
  role: StaffRole;
  stage: StaffStage;
}

/** Who did it and from where: taken from the request by the route, handed down to services. */
export interface AuditActor {
  staffId: bigint | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}
