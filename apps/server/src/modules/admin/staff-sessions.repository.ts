import type { Database } from '../../db/database';
import { stampOnce } from '../../db/row-guards';

type Stage = 'totp_setup' | 'totp' | 'full';

export async function insertStaffSession(
  db: Database,
  values: {
    staffId: bigint;
    tokenHash: string;
    stage: Stage;
    at: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: values.staffId,
      token_hash: values.tokenHash,
      stage: values.stage,
      created_at: values.at,
      last_seen_at: values.at,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent,
    })
    .execute();
}

/** The session behind a token with its staff member, whatever their state; the service judges. */
export function findStaffSessionByTokenHash(db: Database, tokenHash: string) {
  return db
    .selectFrom('staff_sessions as ss')
    .innerJoin('staff as s', 's.id', 'ss.staff_id')
    .select([
      'ss.id as session_id',
      'ss.stage',
      'ss.created_at',
      'ss.expires_at',
      'ss.revoked_at',
      'ss.last_seen_at',
      's.id as staff_id',
      's.username',
      's.role',
      's.status',
    ])
    .where('ss.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function setSessionStage(db: Database, sessionId: bigint, stage: Stage, expiresAt: Date, at: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ stage, expires_at: expiresAt, last_seen_at: at })
    .where('id', '=', sessionId)
    .execute();
}

export async function touchStaffSession(db: Database, sessionId: bigint, at: Date) {
  await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function revokeStaffSession(db: Database, sessionId: bigint, at: Date) {
  await stampOnce(db, 'staff_sessions', 'revoked_at', at, { id: sessionId }).execute();
}

/** Ends every live session of one staff member; answers how many. */
export async function revokeAllStaffSessions(db: Database, staffId: bigint, at: Date): Promise<number> {
  const result = await stampOnce(db, 'staff_sessions', 'revoked_at', at, { staff_id: staffId }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
