import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { redeemOtp } from '../../lib/otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { checkWithLockout, clearLockout } from '../auth/lockout.service';
import { setSecPasswordHashIfUnset, updateSecPasswordHash } from './member.repository';
import { requireSecrets } from './member.service';

/** The member's secondary password: set once, checked before money and security actions, changed, reset by code. */

/** How long after checkUserOTP verified it a reset_secpassword code still works without being sent again. */
export const SEC_RESET_VERIFIED_WINDOW_MS = 10 * 60_000;

/** The secondary password exists to be a second secret, so it may not equal the login password. */
async function assertDiffersFromLoginPassword(passwordHash: string | null, plain: string) {
  if (passwordHash !== null && (await verifyPassword(passwordHash, plain))) {
    throw new AppError('SAME_AS_LOGIN_PASSWORD');
  }
}

export async function setSecPassword(deps: Deps, memberId: bigint, password: string): Promise<void> {
  const secrets = await requireSecrets(deps, memberId);
  if (secrets.sec_password_hash) throw new AppError('SEC_PASSWORD_ALREADY_SET');
  await assertDiffersFromLoginPassword(secrets.password_hash, password);
  const hash = await hashPassword(password);
  if (!(await setSecPasswordHashIfUnset(deps.db, memberId, hash, deps.clock.now()))) {
    throw new AppError('SEC_PASSWORD_ALREADY_SET');
  }
}

/**
 * Checks a member's secondary password before a protected action (money moves, security changes).
 * Throws SEC_PASSWORD_NOT_SET, INCORRECT_SEC_PASSWORD, or ACCOUNT_LOCKED once five wrong answers in a
 * row lock the secondary password for 15 minutes (data.retry_after_seconds). Returns when it matches.
 */
export async function verifySecondaryPassword(deps: Deps, memberId: bigint, plain: string): Promise<void> {
  const secrets = await requireSecrets(deps, memberId);
  if (!secrets.sec_password_hash) throw new AppError('SEC_PASSWORD_NOT_SET');
  const hash = secrets.sec_password_hash;
  await checkWithLockout(
    deps.db,
    deps.clock.now(),
    'secPassword',
    memberId,
    () => verifyPassword(hash, plain),
    'INCORRECT_SEC_PASSWORD',
  );
}

export async function changeSecPassword(
  deps: Deps,
  memberId: bigint,
  input: { current_sec_password: string; password: string },
): Promise<void> {
  await verifySecondaryPassword(deps, memberId, input.current_sec_password);
  const secrets = await requireSecrets(deps, memberId);
  await assertDiffersFromLoginPassword(secrets.password_hash, input.password);
  await updateSecPasswordHash(deps.db, memberId, await hashPassword(input.password), deps.clock.now());
}

/**
 * Forgotten secondary password: needs the member's reset_secpassword code, sent here as `otp` or
 * verified by checkUserOTP within 10 minutes. The code is spent and the lock-out lifted.
 */
export async function resetSecPassword(
  deps: Deps,
  memberId: bigint,
  input: { password: string; otp?: string },
): Promise<void> {
  const now = deps.clock.now();
  const secrets = await requireSecrets(deps, memberId);
  await assertDiffersFromLoginPassword(secrets.password_hash, input.password);
  const hash = await hashPassword(input.password);
  const isReset = await inTransaction(deps.db, async (trx) => {
    const isRedeemed = await redeemOtp(
      trx,
      now,
      'reset_secpassword',
      { memberId },
      {
        code: input.otp,
        verifiedWithinMs: SEC_RESET_VERIFIED_WINDOW_MS,
      },
    );
    // Returning (not throwing) keeps a counted wrong try committed.
    if (!isRedeemed) return false;
    await updateSecPasswordHash(trx, memberId, hash, now);
    await clearLockout(trx, 'secPassword', memberId);
    return true;
  });
  if (!isReset) throw new AppError('INCORRECT_OTP');
}
