import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

/** Liveness: the database answers a trivial query (throws when it does not). */
export async function databaseAnswers(db: Database): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Readiness: why this server should not take traffic yet, or null when it may. */
export async function notReadyReason(db: Database): Promise<{ reason: string; pending?: string[] } | null> {
  let pending: string[];
  try {
    pending = await pendingMigrations(db);
  } catch {
    return { reason: 'the database does not answer' };
  }
  return pending.length > 0 ? { reason: 'migrations have not run', pending } : null;
}
