import {
  type HomePageData,
  type MemberInfo,
  type SendOtpResult,
  type UpdateMemberInfoInput,
  OTP_RESEND_SECONDS,
  formatMicro,
  normalizeLanguage,
  type otpTypes,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { findMemberBalances } from '../../ledger/balances';
import { AppError } from '../../lib/app-error';
import { OTP_VALID_MINUTES, checkOtp, issueOtp, redeemOtp, withdrawOtp } from '../../lib/otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { otpMail } from '../../mail/otp-mail';
import { countryExists, isUsernameTaken, updatePasswordHash } from '../auth/auth.repository';
import { checkWithLockout, clearLockout } from '../auth/lockout.service';
import { revokeMemberSessions } from '../auth/sessions.repository';
import type { AuthenticatedMember } from '../../lib/principals';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { findMemberUnclaimedProfit } from '../staking/staking.repository';
import {
  type MemberProfileRow,
  type ProfileChanges,
  bindUsernameIfPlaceholder,
  countTeam,
  findLatestNews,
  findMemberProfile,
  findMemberSecrets,
  setSecPasswordHashIfUnset,
  updateProfile,
  updateSecPasswordHash,
} from './member.repository';
import { newsPublicPath } from '../news/news.service';

type OtpType = (typeof otpTypes)[number];

/** How long after checkUserOTP verified it a reset_secpassword code still works without being sent again. */
export const SEC_RESET_VERIFIED_WINDOW_MS = 10 * 60_000;
/** The home page shows this many news items (news type 1, the header's type). */
export const HOME_NEWS_LIMIT = 3;
const HOME_NEWS_TYPE = 1;
const PASSWORD_MASK = '******';

/** Micro-USDT (point5: micro voucher points, a separate asset). */
export interface Balances {
  point1Micro: bigint;
  point2Micro: bigint;
  point3Micro: bigint;
  point4Micro: bigint;
  point5Micro: bigint;
  /** Principal in live stakes. */
  investMicro: bigint;
  /** Accrued staking profit not yet claimed into point2. */
  claimableProfitMicro: bigint;
}

/**
 * A member's wallet balances and stake figures, the one place member calls read them from: the
 * ledger's cached balances (ledger/balances.ts). Invest is the stake-lock account (principal of live
 * stakes); claimable profit the sum of the member's unclaimed accrual lines (the sub-ledger of the
 * platform's profit_payable, migration 0012).
 */
export async function getBalances(deps: Deps, memberId: bigint): Promise<Balances> {
  const [balances, unclaimedProfitMicro] = await Promise.all([
    findMemberBalances(deps.db, memberId),
    findMemberUnclaimedProfit(deps.db, memberId),
  ]);
  return {
    point1Micro: balances.point1,
    point2Micro: balances.point2,
    point3Micro: balances.point3,
    point4Micro: balances.point4,
    point5Micro: balances.point5,
    investMicro: balances.stake_lock,
    claimableProfitMicro: unclaimedProfitMicro,
  };
}

async function requireSecrets(deps: Deps, memberId: bigint) {
  const secrets = await findMemberSecrets(deps.db, memberId);
  // The session was valid a moment ago; a member row cannot vanish, but never answer for nobody.
  if (!secrets) throw new AppError('unauthorized');
  return secrets;
}

function toMemberInfo(row: MemberProfileRow, balances: Balances): MemberInfo {
  return {
    id: String(row.id),
    username: row.username,
    email: row.email,
    address: row.wallet_address,
    password2: row.sec_password_hash ? PASSWORD_MASK : null,
    point1: formatMicro(balances.point1Micro),
    point2: formatMicro(balances.point2Micro),
    point3: formatMicro(balances.point3Micro),
    point4: formatMicro(balances.point4Micro),
    point5: formatMicro(balances.point5Micro),
    invest: formatMicro(balances.investMicro),
    // The client translates the English rank name; a member the team tables don't know yet is rank 0.
    rank: { id: row.rank ?? 0, rank_name_en: row.rank_name_en ?? 'Member', rank_name: row.rank_name_en ?? 'Member' },
    fullname: row.fullname,
    nickname: row.nickname,
    mobile: row.mobile,
    language: row.language,
    country: {
      id: row.country_id,
      name: row.country_name,
      name_en: row.country_name_en,
      short_form: row.country_short_form.trim(),
      buy_rate: String(row.country_buy_rate),
      iso: row.country_iso.trim(),
    },
    check_kyc: { status: row.kyc_status, can_withdraw: row.kyc_status },
    role_info: { name: 'user' },
    sponsor_username: row.sponsor_username,
    created_at: row.created_at.toISOString(),
    needs_username: row.wallet_address !== null && row.username.toLowerCase() === row.wallet_address.toLowerCase(),
  };
}

export async function getMemberInfo(deps: Deps, memberId: bigint): Promise<MemberInfo> {
  const [row, balances] = await Promise.all([findMemberProfile(deps.db, memberId), getBalances(deps, memberId)]);
  if (!row) throw new AppError('unauthorized');
  return toMemberInfo(row, balances);
}

/**
 * Profile edits. The full name is the name KYC checks and bank payouts must match, so once KYC is
 * pending or approved only staff can change it (NO_PERMISSION); sending the same name is fine.
 */
export async function updateMemberInfo(deps: Deps, memberId: bigint, input: UpdateMemberInfoInput) {
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
  return getMemberInfo(deps, memberId);
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
  await deps.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, member.id, passwordHash, now);
    await revokeMemberSessions(trx, member.id, now, member.sessionId);
  });
}

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
  const isReset = await deps.db.transaction().execute(async (trx) => {
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

/**
 * A wallet-login account starts with its address as username; it picks a real one here, once.
 * Same rules and uniqueness as sign-up.
 */
export async function bindUsername(deps: Deps, memberId: bigint, username: string): Promise<MemberInfo> {
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
  return getMemberInfo(deps, memberId);
}

export async function getHomePage(deps: Deps, member: AuthenticatedMember): Promise<HomePageData> {
  const [balances, team, news] = await Promise.all([
    getBalances(deps, member.id),
    countTeam(deps.db, member.id),
    findLatestNews(deps.db, member.language, HOME_NEWS_TYPE, deps.clock.now(), HOME_NEWS_LIMIT),
  ]);
  return {
    username: member.username,
    // point4 (funds under review) and point5 (voucher points) are not spendable USDT.
    total_assets: formatMicro(balances.point1Micro + balances.point2Micro + balances.point3Micro),
    invest: formatMicro(balances.investMicro),
    claimable_profit: formatMicro(balances.claimableProfitMicro),
    direct_count: team.direct,
    team_size: team.team,
    news: news.map((n) => ({
      id: String(n.id),
      title: n.title,
      description: n.description,
      public_path: newsPublicPath(n.id, n.image_path, n.updated_at),
      updated_at: n.updated_at.toISOString(),
    })),
  };
}
