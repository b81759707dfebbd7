import type { Database } from '../../db/database';
import type { MemberSessionRow } from '../../db/member-session';
import type { AuthenticatedMember } from '../../lib/principals';
import { hashToken, newToken } from '../../lib/tokens';
import { insertMemberSession, findOpenSessionByTokenHash, revokeMemberSessions } from './sessions.repository';

/** Ends a member's open sessions, optionally keeping the one that asked (a password change). */
export { revokeMemberSessions };

/** Sessions last 30 days from login; there is no sliding renewal (api.md: tokens expire). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Opens a session and returns its token; only the token's SHA-256 is stored. */
export async function createMemberSession(
  db: Database,
  now: Date,
  memberId: bigint,
  meta: SessionMeta,
): Promise<string> {
  const token = newToken();
  await insertMemberSession(db, {
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/**
 * The member a bearer token belongs to, or null when the token is unknown, revoked, expired, or its
 * member is frozen. Meeting a frozen member's session revokes all of that member's sessions, so a
 * freeze ends them even if whoever froze the account did not.
 */
export async function authenticateMemberToken(
  db: Database,
  now: Date,
  token: string,
): Promise<AuthenticatedMember | null> {
  const row = await findOpenSessionByTokenHash(db, hashToken(token));
  if (!row || row.expiresAt <= now) return null;
  return memberOfSession(db, now, {
    session_id: row.sessionId,
    member_id: row.memberId,
    username: row.username,
    email: row.email,
    language: row.language,
    status: row.status,
  });
}

/**
 * The member of an open, unexpired session row (a folded read's, db/member-session.ts, or the one
 * above), or null; a frozen member's sessions are all revoked on the way, as above.
 */
export async function memberOfSession(
  db: Database,
  now: Date,
  row: MemberSessionRow | undefined,
): Promise<AuthenticatedMember | null> {
  if (!row) return null;
  if (row.status !== 'active') {
    await revokeMemberSessions(db, row.member_id, now);
    return null;
  }
  return {
    id: row.member_id,
    username: row.username,
    email: row.email,
    language: row.language,
    sessionId: row.session_id,
  };
}
