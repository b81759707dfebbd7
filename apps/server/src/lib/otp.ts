import { createHash } from 'node:crypto';
import { OTP_RESEND_SECONDS, type otpPurposes, type otpTypes } from '@tandem/contracts';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from './app-error';
import { newOtpCode, safeEqual } from './tokens';

/**
 * One-time codes (decisions.md): six digits, stored hashed, valid 10 minutes, five wrong tries burn
 * the code, a new one at most every 60 s per owner and purpose. Only the newest code of an owner and
 * purpose counts: issuing a new one retires the older ones.
 *
 * A code is first checked (check-otp, checkUserOTP: marks it verified) and later redeemed by the
 * call it unlocks (sign-up, password reset), which consumes it so it works once.
 */
export const OTP_VALID_MS = 10 * 60_000;
export const OTP_VALID_MINUTES = OTP_VALID_MS / 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = OTP_RESEND_SECONDS * 1000;

/**
 * Every reason a code is issued: the public ones sent to an email (sign-up, password reset) and the
 * ones a member asks for themself (contracts otpTypes). Each mail has its own subject (mail/otp-mail.ts).
 */
export type OtpPurpose = (typeof otpPurposes)[number] | (typeof otpTypes)[number];

/** Public codes (sign-up, password reset) belong to an email; a member's own codes belong to the member. */
export type OtpOwner = { email: string } | { memberId: bigint };

function ownerKey(owner: OtpOwner): string {
  return 'email' in owner ? `email:${owner.email.toLowerCase()}` : `member:${owner.memberId}`;
}

/** Salted with purpose and owner, so one precomputed table of the million codes does not fit every row. */
function hashCode(purpose: OtpPurpose, owner: OtpOwner, code: string): string {
  return createHash('sha256')
    .update(`${purpose}\n${ownerKey(owner)}\n${code}`)
    .digest('hex');
}

function ownedBy(db: Database, purpose: OtpPurpose, owner: OtpOwner) {
  const base = db.selectFrom('otp_codes').where('purpose', '=', purpose);
  return 'email' in owner
    ? base.where((eb) => eb(eb.fn('lower', ['email']), '=', owner.email.toLowerCase())).where('member_id', 'is', null)
    : base.where('member_id', '=', owner.memberId);
}

/** The newest usable code of an owner and purpose, locked until the transaction ends. */
function latestOpenCode(db: Database, purpose: OtpPurpose, owner: OtpOwner) {
  return ownedBy(db, purpose, owner)
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'verified_at'])
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Creates a new code, or refuses with OTP_TOO_SOON (data.retry_after_seconds) inside the resend
 * interval. An advisory lock per owner and purpose makes two simultaneous requests produce one code.
 * `email` is stored with a member-owned code as the address it was sent to.
 */
export async function issueOtp(
  db: Database,
  now: Date,
  purpose: OtpPurpose,
  owner: OtpOwner,
  email: string | null = 'email' in owner ? owner.email : null,
): Promise<{ id: bigint; code: string }> {
  return inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${ownerKey(owner)}`}))`.execute(trx);
    const latest = await ownedBy(trx, purpose, owner)
      .select('created_at')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest) {
      const waitMs = latest.created_at.getTime() + OTP_RESEND_MS - now.getTime();
      if (waitMs > 0) throw new AppError('OTP_TOO_SOON', { retry_after_seconds: Math.ceil(waitMs / 1000) });
    }
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: now })
      .where('id', 'in', ownedBy(trx, purpose, owner).select('id').where('consumed_at', 'is', null))
      .execute();
    const code = newOtpCode();
    const row = await trx
      .insertInto('otp_codes')
      .values({
        purpose,
        email,
        member_id: 'memberId' in owner ? owner.memberId : null,
        code_hash: hashCode(purpose, owner, code),
        created_at: now,
        expires_at: new Date(now.getTime() + OTP_VALID_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  });
}

/** Takes back a code whose mail could not be sent, so the member may ask again at once. */
export async function withdrawOtp(db: Database, id: bigint): Promise<void> {
  await db.deleteFrom('otp_codes').where('id', '=', id).execute();
}

/** Counts one wrong try; the fifth burns the code. */
async function countWrongTry(db: Database, id: bigint) {
  await db
    .updateTable('otp_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * check-otp / checkUserOTP: true when `code` is the newest code, unexpired and not burned; marks it
 * verified (the first verification time is kept, so checking again does not stretch the window).
 * A wrong code counts a try and is committed, whatever the caller does next.
 */
export async function checkOtp(
  db: Database,
  now: Date,
  purpose: OtpPurpose,
  owner: OtpOwner,
  code: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await latestOpenCode(trx, purpose, owner);
    if (!row || row.attempts >= OTP_MAX_ATTEMPTS || row.expires_at <= now) return false;
    if (!safeEqual(hashCode(purpose, owner, code), row.code_hash)) {
      await countWrongTry(trx, row.id);
      return false;
    }
    if (!row.verified_at) {
      await trx.updateTable('otp_codes').set({ verified_at: now }).where('id', '=', row.id).execute();
    }
    return true;
  });
}

export interface RedeemOptions {
  /** The code sent with the call itself, if any. Without it, only an already verified code redeems. */
  code?: string;
  /** How long after check-otp verified it a code still redeems (past its 10 minutes). */
  verifiedWithinMs: number;
}

/**
 * Consumes the newest code when the call may go ahead: either `code` matches a live code, or the
 * code was verified within `verifiedWithinMs` (then `code`, if sent, must match it too).
 * Runs in the caller's transaction so the code is spent only if the whole call succeeds; on a false
 * answer the caller should commit (not throw inside the transaction) so a wrong try stays counted.
 */
export async function redeemOtp(
  trx: Database,
  now: Date,
  purpose: OtpPurpose,
  owner: OtpOwner,
  options: RedeemOptions,
): Promise<boolean> {
  const row = await latestOpenCode(trx, purpose, owner);
  if (!row || row.attempts >= OTP_MAX_ATTEMPTS) return false;
  const isRecentlyVerified =
    row.verified_at !== null && now.getTime() - row.verified_at.getTime() <= options.verifiedWithinMs;
  if (options.code !== undefined) {
    if (!safeEqual(hashCode(purpose, owner, options.code), row.code_hash)) {
      await countWrongTry(trx, row.id);
      return false;
    }
    if (!isRecentlyVerified && row.expires_at <= now) return false;
  } else if (!isRecentlyVerified) {
    return false;
  }
  await trx.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
  return true;
}

/** Read-only: would `redeemOtp` without a code succeed now? Lets a call fail early, before slow work. */
export async function hasVerifiedOtp(
  db: Database,
  now: Date,
  purpose: OtpPurpose,
  owner: OtpOwner,
  verifiedWithinMs: number,
): Promise<boolean> {
  const row = await ownedBy(db, purpose, owner)
    .select(['attempts', 'verified_at'])
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.attempts < OTP_MAX_ATTEMPTS &&
    row.verified_at !== null &&
    now.getTime() - row.verified_at.getTime() <= verifiedWithinMs
  );
}
