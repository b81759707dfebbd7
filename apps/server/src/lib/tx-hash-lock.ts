import { txHashKey } from '@tandem/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/transaction';

/**
 * The one lock every path that credits an on-chain transaction takes, by its hash (decision 008): the
 * chain-deposit watcher and submissions, staff assigning a chain deposit, and staff approving a manual
 * BEP-20 deposit. Held to the end of the transaction, so the second of two paths crediting one hash at
 * once waits, then reads what the first committed and refuses. Any spelling of the hash (with or
 * without 0x, any case) takes the same lock.
 */
export async function lockTxHash(trx: Trx, txHash: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`deposit-tx:${txHashKey(txHash)}`}))`.execute(trx);
}
