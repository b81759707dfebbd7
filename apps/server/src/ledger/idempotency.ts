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

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentOutcome extends StoredResponse {
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

function answerFor(
  claim: IdempotencyClaim,
  row: { request_hash: string; response_status: number | null; response_body: unknown },
): IdempotentOutcome {
  if (row.request_hash !== claim.requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  // Rows commit together with their response (see runIdempotent), so a bare row is never visible.
  if (row.response_status === null) throw new AppError('STATE_CHANGED');
  return { status: row.response_status, body: row.response_body, isReplay: true };
}

function findKey(db: Database | Trx, claim: IdempotencyClaim) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('member_id', '=', claim.memberId)
    .where('route', '=', claim.route)
    .where('key', '=', claim.key)
    .executeTakeFirst();
}

/**
 * The stored answer for a key used before (a replay), IDEMPOTENCY_KEY_REUSED when the key came with
 * another body, or null for a new key. Read before any check that depends on current state, so a
 * retried request gets its original answer even if, say, the balance has moved since.
 */
export async function findReplay(db: Database, claim: IdempotencyClaim | null): Promise<IdempotentOutcome | null> {
  if (!claim) return null;
  const row = await findKey(db, claim);
  return row ? answerFor(claim, row) : null;
}

/**
 * For a refusal from the checks a service makes between findReplay and runIdempotent: a copy of the
 * same request (a client retrying while its first attempt still runs) may have committed in between,
 * and its own effect is what the checks refused (a pending deposit, a pending withdrawal). Then the
 * stored answer is the true one; any other refusal stands.
 */
export async function replayIfRaced(
  db: Database,
  claim: IdempotencyClaim | null,
  error: unknown,
): Promise<IdempotentOutcome> {
  if (claim && error instanceof AppError) {
    const replay = await findReplay(db, claim);
    if (replay) return replay;
  }
  throw error;
}

/**
 * Runs a money-moving effect exactly once per key. The key row is inserted in the same transaction
 * as the effect, before it: a concurrent duplicate blocks on that insert until the first commits,
 * then finds the stored answer and replays it (or, if the first rolled back, runs itself). A failed
 * effect rolls back with its key, so a business error is not stored and the client may retry.
 * Without a key the effect just runs in its transaction; its own business guard still applies.
 */
export async function runIdempotent(
  db: Database,
  claim: IdempotencyClaim | null,
  at: Date,
  effect: (trx: Trx) => Promise<StoredResponse>,
): Promise<IdempotentOutcome> {
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
        return answerFor(claim, row);
      }
    }
    const response = await effect(trx);
    if (claim) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: response.status, response_body: JSON.stringify(response.body) })
        .where('member_id', '=', claim.memberId)
        .where('route', '=', claim.route)
        .where('key', '=', claim.key)
        .execute();
    }
    return { ...response, isReplay: false };
  });
}
