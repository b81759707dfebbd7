import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type LockoutKind, clearTries, lockTries, saveTries } from './lockout.repository';

/** Five wrong passwords in a row lock the account (or the secondary password) for 15 minutes. */
export const MAX_PASSWORD_TRIES = 5;
export const LOCKOUT_MS = 15 * 60_000;

function lockedError(lockedUntil: Date | null, now: Date) {
  const remainingMs = lockedUntil ? lockedUntil.getTime() - now.getTime() : LOCKOUT_MS;
  return new AppError('ACCOUNT_LOCKED', { retry_after_seconds: Math.max(1, Math.ceil(remainingMs / 1000)) });
}

/**
 * Runs one password check under the lock-out rule. Throws ACCOUNT_LOCKED while locked; when
 * `check` fails, throws `wrongCode` (or ACCOUNT_LOCKED if this was the try that locked); when it
 * passes, the count starts again.
 *
 * The check runs inside a transaction holding the member's row: parallel guesses are counted one by
 * one (a burst cannot slip past five), and a right password is never refused because of other tries
 * still in flight. `check` must not use the database (it is a hash comparison).
 */
export async function checkWithLockout(
  db: Database,
  now: Date,
  kind: LockoutKind,
  memberId: bigint,
  check: () => Promise<boolean>,
  wrongCode: 'LOGIN_FAIL' | 'INCORRECT_PASSWORD' | 'INCORRECT_SEC_PASSWORD',
): Promise<void> {
  const outcome = await inTransaction(db, async (trx) => {
    const tries = await lockTries(trx, kind, memberId);
    if (!tries) return { result: 'wrong' as const };
    if (tries.lockedUntil && tries.lockedUntil > now) return { result: 'locked' as const, until: tries.lockedUntil };
    if (await check()) {
      if (tries.count > 0 || tries.lockedUntil) await saveTries(trx, kind, memberId, 0, null);
      return { result: 'ok' as const };
    }
    const count = tries.count + 1;
    if (count >= MAX_PASSWORD_TRIES) {
      const until = new Date(now.getTime() + LOCKOUT_MS);
      await saveTries(trx, kind, memberId, 0, until);
      return { result: 'locked' as const, until };
    }
    await saveTries(trx, kind, memberId, count, null);
    return { result: 'wrong' as const };
  });
  if (outcome.result === 'ok') return;
  if (outcome.result === 'locked') throw lockedError(outcome.until, now);
  throw new AppError(wrongCode);
}

export { clearTries as clearLockout };
