import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { type LockoutKind, clearTries, findLockedUntil, reserveTry } from './lockout.repository';

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
 */
export async function checkWithLockout(
  db: Database,
  now: Date,
  kind: LockoutKind,
  memberId: bigint,
  check: () => Promise<boolean>,
  wrongCode: 'LOGIN_FAIL' | 'INCORRECT_PASSWORD' | 'INCORRECT_SEC_PASSWORD',
): Promise<void> {
  const reserved = await reserveTry(db, kind, memberId, now, MAX_PASSWORD_TRIES, new Date(now.getTime() + LOCKOUT_MS));
  if (!reserved) throw lockedError(await findLockedUntil(db, kind, memberId), now);
  if (await check()) {
    await clearTries(db, kind, memberId);
    return;
  }
  if (reserved.lockedUntil) throw lockedError(reserved.lockedUntil, now);
  throw new AppError(wrongCode);
}

export { clearTries as clearLockout };
