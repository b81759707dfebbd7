import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { AppError } from '../lib/app-error';
import { type Trx, inTransaction } from '../db/transaction';

/** One money-moving request carrying an Idempotency-Key. */
export interface IdempotencyClaim {
  memberId: bigint;
  /** The route path: one key may be used once per route. */
  route: string;
  key: string;
  requestHash: string;
}

/** A request's result, fresh or the one stored for its key (a replay). The route builds the answer. */
export interface Idempotent<T> {
  result: T;
  isReplay: boolean;
}

/**
 * A stable hash of a request body. Secrets (the secondary password) are left out: the hash is stored,
 * and a replay needs the same intent, not the same password.
 */
export function hashRequestBody(body: Record<string, unknown>, omit: readonly string[] = ['sec_password']): string {
  const canonical = Object.keys(body)
    .filter((k) => !omit.includes(k))
    .sort()
    .map((k) => [k, body[k] === undefined ? null : body[k]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function answerFor<T>(claim: IdempotencyClaim, row: { request_hash: string; result: unknown }): Idempotent<T> {
  if (row.request_hash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // Rows commit together with their result (see runIdempotent), so a bare row is never visible.
  if (row.result === null) throw new AppError('STATE_CHANGED');
  // Stored by this route's own service as JSON of its result type: the result as first answered.
  return { result: row.result as T, isReplay: true };
}

function findKey(db: Database | Trx, claim: IdempotencyClaim) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'result'])
    .where('member_id', '=', claim.memberId)
    .where('route', '=', claim.route)
    .where('key', '=', claim.key)
    .executeTakeFirst();
}

/**
 * The stored result for a key used before (a replay), IDEMPOTENCY_KEY_REUSED when the key came with
 * another body, or null for a new key. Read before any check that depends on current state, so a
 * retried request gets its original answer even if, say, the balance has moved since. Every keyed
 * member route asks it through idempotentAction before its service runs.
 */
export async function findReplay<T>(db: Database, claim: IdempotencyClaim | null): Promise<Idempotent<T> | null> {
  if (!claim) return null;
  const row = await findKey(db, claim);
  return row ? answerFor<T>(claim, row) : null;
}

/**
 * For a refusal from the checks a service makes after findReplay (idempotentAction) and before
 * runIdempotent: a copy of the same request (a client retrying while its first attempt still runs) may
 * have committed in between,
 * and its own effect is what the checks refused (a pending deposit, a pending withdrawal). Then the
 * stored result is the true one; any other refusal stands.
 */
export async function replayIfRaced<T>(
  db: Database,
  claim: IdempotencyClaim | null,
  error: unknown,
): Promise<Idempotent<T>> {
  if (claim && error instanceof AppError) {
    const replay = await findReplay<T>(db, claim);
    if (replay) return replay;
  }
  throw error;
}

/**
 * Runs a money-moving effect exactly once per key. The key row is inserted in the same transaction
 * as the effect, before it: a concurrent duplicate blocks on that insert until the first commits,
 * then finds the stored result and replays it (or, if the first rolled back, runs itself). A failed
 * effect rolls back with its key, so a business error is not stored and the client may retry.
 * Without a key the effect just runs in its transaction; its own business guard still applies.
 */
export async function runIdempotent<T>(
  db: Database,
  claim: IdempotencyClaim | null,
  at: Date,
  effect: (trx: Trx) => Promise<T>,
): Promise<Idempotent<T>> {
  return inTransaction(db, async (trx) => {
    if (claim) {
      const inserted = await trx
        .insertInto('idempotency_keys')
        .values({
          member_id: claim.memberId,
          route: claim.route,
          key: claim.key,
          request_hash: claim.requestHash,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['member_id', 'route', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!inserted) {
        const row = await findKey(trx, claim);
        if (!row) throw Object.assign(new Error('idempotency key vanished'), { code: '40001' });
        return answerFor<T>(claim, row);
      }
    }
    const result = await effect(trx);
    if (claim) {
      await trx
        .updateTable('idempotency_keys')
        .set({ result: JSON.stringify(result) })
        .where('member_id', '=', claim.memberId)
        .where('route', '=', claim.route)
        .where('key', '=', claim.key)
        .execute();
    }
    return { result, isReplay: false };
  });
}
