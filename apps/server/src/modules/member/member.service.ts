import {
  type SendOtpResult,
  type UpdateMemberInfoInput,
  OTP_RESEND_SECONDS,
  normalizeLanguage,
  type otpTypes,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { OTP_VALID_MINUTES, checkOtp, issueOtp, withdrawOtp } from '../../lib/otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { otpMail } from '../../mail/otp-mail';
import { countryExists, isUsernameTaken, updatePasswordHash } from '../auth/auth.service';
import { checkWithLockout } from '../auth/lockout.service';
import { revokeMemberSessions } from '../auth/sessions.service';
import type { AuthenticatedMember } from '../../lib/principals';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { grantProfileReward } from './profile-reward.service';
import {
  type ProfileChanges,
  bindUsernameIfPlaceholder,
  memberProfileInSession,
  findMemberProfile,
  findMemberSecrets,
  updateProfile,
} from './member.repository';

type OtpType = (typeof otpTypes)[number];

export async function requireSecrets(deps: Deps, memberId: bigint) {
  const secrets = await findMemberSecrets(deps.db, memberId);
  // The session was valid a moment ago; a member row cannot vanish, but never answer for nobody.
  if (!secrets) throw new AppError('unauthorized');
  return secrets;
}

/** The member's own profile row (country, sponsor, whether a secondary password is set) for get-member-info. */
export function getMemberProfile(deps: Pick<Deps, 'db'>, memberId: bigint) {
  return findMemberProfile(deps.db, memberId);
}

/** getMemberProfile's part of a folded member read (db/member-session.ts): the profile columns. */
export { memberProfileInSession };
export type { MemberProfileColumns } from './member.repository';

/**
 * Profile edits. The full name is the name KYC checks and bank payouts must match, so once KYC is
 * pending or approved only staff can change it (NO_PERMISSION); sending the same name is fine.
 */
export async function updateMemberInfo(deps: Deps, memberId: bigint, input: UpdateMemberInfoInput): Promise<void> {
  const secrets = await requireSecrets(deps, memberId);
  if (
    input.fullname !== undefined &&
    input.fullname !== secrets.fullname &&
    (secrets.kyc_status === 'pending' || secrets.kyc_status === 'approved')
  ) {
    throw new AppError('NO_PERMISSION', { fields: { fullname: 'invalid' } });
  }
  if (input.country_id !== undefined && !(await countryExists(deps.db, input.country_id))) {
    throw AppError.fields({ country_id: 'invalid' });
  }
  const changes: ProfileChanges = {};
  if (input.fullname !== undefined) changes.fullname = input.fullname;
  if (input.nickname !== undefined) changes.nickname = input.nickname === '' ? null : input.nickname;
  if (input.mobile !== undefined) changes.mobile = input.mobile;
  if (input.country_id !== undefined) changes.country_id = input.country_id;
  if (input.language !== undefined) changes.language = input.language;
  await updateProfile(deps.db, memberId, changes, deps.clock.now());
  // Completing the profile earns the one-time voucher points (decision 010).
  await grantProfileReward(deps, memberId);
}

/** Mails a code of the given type to the member's own email, in the member's language. */
export async function requestMemberOtp(
  deps: Deps,
  member: AuthenticatedMember,
  otpType: OtpType,
): Promise<SendOtpResult> {
  const secrets = await requireSecrets(deps, member.id);
  if (!secrets.email) throw new AppError('emailEmpty');
  const { id, code } = await issueOtp(deps.db, deps.clock.now(), otpType, { memberId: member.id }, secrets.email);
  try {
    await deps.mailer.send(
      otpMail({
        to: secrets.email,
        language: normalizeLanguage(secrets.language),
        purpose: otpType,
        code,
        productName: deps.config.productName,
        validMinutes: OTP_VALID_MINUTES,
      }),
    );
  } catch (error) {
    // A code nobody received must not hold the resend timer.
    await withdrawOtp(deps.db, id);
    throw error;
  }
  return { resend_after_seconds: OTP_RESEND_SECONDS };
}

export async function checkMemberOtp(deps: Deps, memberId: bigint, otpType: OtpType, code: string): Promise<void> {
  if (!(await checkOtp(deps.db, deps.clock.now(), otpType, { memberId }, code))) {
    throw new AppError('INCORRECT_OTP');
  }
}

/**
 * Changes the login password after checking the current one (wrong answers count towards the
 * login lock-out). Every other session ends; the one that asked stays logged in.
 */
export async function changePassword(
  deps: Deps,
  member: AuthenticatedMember,
  input: { current_password: string; password: string },
): Promise<void> {
  const now = deps.clock.now();
  const secrets = await requireSecrets(deps, member.id);
  await checkWithLockout(
    deps.db,
    now,
    'login',
    member.id,
    () => verifyPassword(secrets.password_hash, input.current_password),
    'INCORRECT_PASSWORD',
  );
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps.db, async (trx) => {
    await updatePasswordHash(trx, member.id, passwordHash, now);
    await revokeMemberSessions(trx, member.id, now, member.sessionId);
  });
}

/**
 * A wallet-login account starts with its address as username; it picks a real one here, once.
 * Same rules and uniqueness as sign-up.
 */
export async function bindUsername(deps: Deps, memberId: bigint, username: string): Promise<void> {
  const secrets = await requireSecrets(deps, memberId);
  const isPlaceholder =
    secrets.wallet_address !== null && secrets.username.toLowerCase() === secrets.wallet_address.toLowerCase();
  if (!isPlaceholder) throw new AppError('USERNAME_ALREADY_BOUND');
  if (await isUsernameTaken(deps.db, username)) throw new AppError('MEMBER_EXITS');
  try {
    if (!(await bindUsernameIfPlaceholder(deps.db, memberId, username, deps.clock.now()))) {
      throw new AppError('USERNAME_ALREADY_BOUND');
    }
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'members_username_key') throw new AppError('MEMBER_EXITS');
    throw error;
  }
}
