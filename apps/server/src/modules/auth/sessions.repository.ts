import type { Database } from '../../db/database';
import { stampOnce } from '../../db/row-guards';

export interface NewMemberSession {
  memberId: bigint;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertMemberSession(db: Database, session: NewMemberSession): Promise<bigint> {
  const row = await db
    .insertInto('member_sessions')
    .values({
      member_id: session.memberId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The unrevoked session with this token hash and its member, in one indexed read (every member call runs it). */
export function findOpenSessionByTokenHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('member_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select([
      's.id as sessionId',
      's.expires_at as expiresAt',
      'm.id as memberId',
      'm.username',
      'm.email',
      'm.language',
      'm.status',
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeSessionById(db: Database, sessionId: bigint, now: Date): Promise<void> {
  await stampOnce(db, 'member_sessions', 'revoked_at', now, { id: sessionId }).execute();
}

/** Revokes every open session of a member, optionally keeping one (the session that asked). */
export async function revokeMemberSessions(
  db: Database,
  memberId: bigint,
  now: Date,
  exceptSessionId?: bigint,
): Promise<number> {
  let query = stampOnce(db, 'member_sessions', 'revoked_at', now, { member_id: memberId });
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
