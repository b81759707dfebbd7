import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * The jobs that run once at a time across every server on one database, each with its advisory lock
 * key (decision 029). Settlement keeps the key it had, so that old and new servers still exclude each
 * other during a rolling upgrade.
 */
export const JOB_LOCK_KEYS = {
  settlement: 7_300_200,
  team_fold: 7_300_201,
  mail_outbox: 7_300_202,
  deposit_watcher: 7_300_203,
  housekeeping: 7_300_204,
  store_payouts: 7_300_205,
  /** The first start's seed: servers started together seed one after the other. */
  first_start: 7_300_206,
} as const;

export type JobName = keyof typeof JOB_LOCK_KEYS;

/** The database a job lock is taken on. */
export interface JobLockDb {
  db: Database;
  dbKind: 'pglite' | 'postgres';
}

export type JobLockResult<T> = { ran: true; value: T } | { ran: false };

/** How often a waiting caller looks again on the embedded database. */
const IN_PROCESS_WAIT_MS = 50;

/** The embedded database belongs to one process (its data directory is locked): a set per database is its lock. */
const heldInProcess = new WeakMap<Database, Set<JobName>>();

/**
 * Runs `run` while holding `job`'s lock, so no other server (and no other caller here) runs the same
 * job at the same time. Without `wait` it answers `{ ran: false }` at once when the lock is taken.
 *
 * On PostgreSQL the lock is a session advisory lock on a connection of the pool kept for the whole run
 * (the run itself works on the pool). A server that is killed loses its connections, and PostgreSQL
 * releases their locks at once, so another server takes the job over at its next tick. Every job is
 * written so that a run cut off anywhere is completed, not doubled, by the next one.
 */
export async function withJobLock<T>(
  on: JobLockDb,
  job: JobName,
  run: () => Promise<T>,
  { wait = false }: { wait?: boolean } = {},
): Promise<JobLockResult<T>> {
  if (on.dbKind === 'pglite') {
    let held = heldInProcess.get(on.db);
    if (!held) heldInProcess.set(on.db, (held = new Set()));
    while (held.has(job)) {
      if (!wait) return { ran: false };
      await new Promise((resolve) => setTimeout(resolve, IN_PROCESS_WAIT_MS));
    }
    held.add(job);
    try {
      return { ran: true, value: await run() };
    } finally {
      held.delete(job);
    }
  }
  const key = JOB_LOCK_KEYS[job];
  return on.db.connection().execute(async (conn) => {
    if (wait) {
      await sql`select pg_advisory_lock(${key})`.execute(conn);
    } else {
      const lock = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(conn);
      if (!lock.rows[0]?.ok) return { ran: false } as const;
    }
    try {
      return { ran: true, value: await run() } as const;
    } finally {
      // A session that died meanwhile took its locks with it: nothing left to release.
      await sql`select pg_advisory_unlock(${key})`.execute(conn).catch(() => {});
    }
  });
}
