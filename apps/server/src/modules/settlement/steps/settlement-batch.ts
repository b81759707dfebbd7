import { sql } from 'kysely';
import type { Trx } from '../../../db/transaction';

/** Stake statuses that hold principal; the partial index stakes_live_idx covers exactly these. */
export const LIVE_STATUSES = ['not_activated', 'active', 'quit_request_pending', 'surrender_pending'] as const;

/**
 * Rows one batch transaction writes (accrual lines, or bonus lines; a batch takes whole members, so
 * a little more). A profit batch locks no member row (its money goes to the platform's
 * profit_payable); a bonus batch holds the point3 rows of about a third as many members until it
 * commits (≈ 1 s at this size).
 */
export const DEFAULT_BATCH_SIZE = 50_000;
export const PGLITE_BATCH_SIZE = 2_000;

/** Where a test stops a run to prove a crash leaves whole batches done or not done. */
export interface SettlementHooks {
  /** Inside a batch's transaction after its writes: throwing rolls the batch back. */
  inBatch?(stage: SettlementStage, batch: number): void | Promise<void>;
  /** After a batch committed: throwing stops the run there, like a crash between batches. */
  afterBatch?(stage: SettlementStage, batch: number): void | Promise<void>;
}

export type SettlementStage = 'profit' | 'bonus' | 'notice' | 'maturity';

export const toBigInt = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string));

/**
 * Settlement's statements are large and planned once each; PostgreSQL's JIT would compile them
 * each time (≈ 0.7 s for the bonus statement at 100k stakes, more than its execution), so they run
 * without it. Transaction-local.
 */
export async function withoutJit(trx: Trx): Promise<void> {
  await sql`set local jit = off`.execute(trx);
}
