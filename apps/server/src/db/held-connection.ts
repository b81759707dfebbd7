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

export async function runHoldingConnection<T>(work: () => Promise<T>): Promise<T> {
  const mark = { active: true };
  try {
    return await heldConnection.run(mark, work);
  } finally {
    mark.active = false;
  }
}
