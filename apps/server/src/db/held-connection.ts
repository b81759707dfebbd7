import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks code running inside a transaction's callback (db/transaction.ts inTransaction, the one way to open a transaction). The
 * embedded database has one connection, which the transaction holds until it ends: a query made
 * there through the pool instead of the transaction would wait for that connection for ever. The
 * PGlite driver checks this mark and fails such a query at once (a 500 and a rollback, not a hung
 * server). `active` turns false when the callback ends, so work it started in the background may
 * query normally afterwards.
 */
export const heldConnection = new AsyncLocalStorage<{ active: boolean }>();

/**
 * Databases behind a connection pool (PostgreSQL), where a transaction holds one connection of many
 * and needs no mark. They skip the mark because its first use switches on Node 20's promise hooks
 * for the whole process, for good: every promise of every request then pays for them (decision 033).
 */
const pooledDatabases = new WeakSet<object>();

/** Called once for a database whose transactions need no mark (db/database.ts, PostgreSQL). */
export function markPooled(db: object): void {
  pooledDatabases.add(db);
}

export async function runHoldingConnection<T>(db: object, work: () => Promise<T>): Promise<T> {
  if (pooledDatabases.has(db)) return work();
  const mark = { active: true };
  try {
    return await heldConnection.run(mark, work);
  } finally {
    mark.active = false;
  }
}
