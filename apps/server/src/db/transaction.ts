import type { Transaction } from 'kysely';
import type { Database } from './database';
import { runHoldingConnection } from './held-connection';
import type { DB } from './schema';

export type Trx = Transaction<DB>;

/** Tries of one money transaction before a conflict reaches the caller as a 500. */
export const MAX_TRANSACTION_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 5;
const MAX_BACKOFF_MS = 200;

/** PostgreSQL says "try the whole transaction again": serialization failure or deadlock. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction and runs it again, from the start, when the database reports a
 * serialization failure or a deadlock. Retrying is safe because everything the work did was rolled
 * back and each money event carries a unique business key. Backoff is jittered so two colliding
 * transactions do not collide again in lockstep.
 */
export async function inTransaction<T>(
  db: Database,
  work: (trx: Trx) => Promise<T>,
  options: { isolation?: 'read committed' | 'serializable'; maxAttempts?: number } = {},
): Promise<T> {
  const maxAttempts = options.maxAttempts ?? MAX_TRANSACTION_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db
        .transaction()
        .setIsolationLevel(options.isolation ?? 'read committed')
        .execute((trx) => runHoldingConnection(db, () => work(trx)));
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= maxAttempts) throw error;
      const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
      await sleep(Math.random() * ceiling);
    }
  }
}
