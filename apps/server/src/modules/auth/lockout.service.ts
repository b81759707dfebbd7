import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  type LockoutKind,
  type Tries,
  clearTries,
  countWrongTry,
  readTries,
  resetTriesUnlessLocked,
} from './lockout.repository';

/** Five wrong passwords in a row lock the account (or the secondary password) for 15 minutes. */
export const MAX_PASSWORD_TRIES = 5;
export const LOCKOUT_MS = 15 * 60_000;

type WrongPasswordCode = 'LOGIN_FAIL' | 'INCORRECT_PASSWORD' | 'INCORRECT_SEC_PASSWORD';

function lockedError(lockedUntil: Date | null, now: Date) {
  const remainingMs = lockedUntil ? lockedUntil.getTime() - now.getTime() : LOCKOUT_MS;
  return new AppError('ACCOUNT_LOCKED', { retry_after_seconds: Math.max(1, Math.ceil(remainingMs / 1000)) });
}

/**
 * Runs one password check under the lock-out rule. Throws ACCOUNT_LOCKED while locked; when
 * `check` fails, throws `wrongCode` (or ACCOUNT_LOCKED if this was the try that locked); when it
 * passes, the count starts again.
 *
 * `check` (argon2, tens of milliseconds) runs outside any transaction and holds no row lock, so it
 * never keeps the embedded database's only connection. The outcome is then recorded in one atomic
 * statement that re-checks the lock on the newest row: parallel guesses are counted one by one (a
 * burst cannot slip past five), a right password is refused only if wrong tries that ran meanwhile
 * locked the account, and a right password with nothing to reset writes nothing.
 */
export async function checkWithLockout(
  db: Database,
  now: Date,
  kind: LockoutKind,
  memberId: bigint,
  check: () => Promise<boolean>,
  wrongCode: WrongPasswordCode,
): Promise<void> {
  const before = await readTries(db, kind, memberId);
  if (!before) throw new AppError(wrongCode);
  // A locked account costs no hash: a guesser cannot spend the server's CPU on it.
  if (isLocked(before, now)) throw lockedError(before.lockedUntil, now);
  if (await check()) {
    if (before.count === 0 && before.lockedUntil === null) return;
    if (await resetTriesUnlessLocked(db, kind, memberId, now)) return;
    throw await lockedNow(db, kind, memberId, now, wrongCode);
  }
  const after = await countWrongTry(db, kind, memberId, now, MAX_PASSWORD_TRIES, new Date(now.getTime() + LOCKOUT_MS));
  if (!after) throw await lockedNow(db, kind, memberId, now, wrongCode);
  if (after.lockedUntil) throw lockedError(after.lockedUntil, now);
  throw new AppError(wrongCode);
}

const isLocked = (tries: Tries, now: Date) => tries.lockedUntil !== null && tries.lockedUntil > now;

/** The error for a try the record statement refused because other tries locked the member meanwhile. */
async function lockedNow(db: Database, kind: LockoutKind, memberId: bigint, now: Date, wrongCode: WrongPasswordCode) {
  const tries = await readTries(db, kind, memberId);
  return tries && isLocked(tries, now) ? lockedError(tries.lockedUntil, now) : new AppError(wrongCode);
}

export { clearTries as clearLockout };
