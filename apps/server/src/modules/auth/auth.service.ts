import type { LoginInput, LoginResult, SignupInput } from '@tandem/contracts';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hasVerifiedOtp, redeemOtp } from '../../lib/otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  countryExists,
  findMemberByEmail,
  findMemberByUsername,
  findMemberForLogin,
  insertMember,
  isEmailTaken,
  isSelfOrSponsorAncestor,
  isUsernameTaken,
  updatePasswordHash,
} from './auth.repository';
import { clearLockout, checkWithLockout } from './lockout.service';
import { type RequestContext, pickLanguage } from '../../lib/request-context';
import { revokeMemberSessions, revokeSessionById } from './sessions.repository';
import { createMemberSession } from './sessions.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { joinSponsorTree } from '../team/team.service';

/** The member reads and writes other modules need (member: profile and password; global: who owns an email). */
export { countryExists, findMemberByEmail, isUsernameTaken, updatePasswordHash } from './auth.repository';

/** After check-otp verified a sign-up or reset code, the call it unlocks may come this much later. */
export const VERIFIED_OTP_WINDOW_MS = 30 * 60_000;

export function loginResult(memberId: bigint, username: string, token: string): LoginResult {
  return { token, user: { id: String(memberId), username, role_info: { name: 'user' } } };
}

/** Maps a unique violation on members to the conflict the member should see; rethrows anything else. */
function rethrowMemberConflict(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'members_username_key') throw new AppError('MEMBER_EXITS');
  if (constraint === 'members_email_key') throw new AppError('EMAIL_EXITS');
  throw error;
}

type MemberFinder = (db: Database, reference: string) => ReturnType<typeof findMemberByUsername>;

/**
 * The sponsor (ref_id) and the placement parent (jid, default the sponsor) named at sign-up, both
 * usernames; wallet login also finds them by linked wallet (`findMember`).
 */
export async function resolveReferral(
  db: Database,
  refId: string,
  jid: string | null | undefined,
  findMember: MemberFinder = findMemberByUsername,
) {
  const sponsor = await findMember(db, refId);
  if (!sponsor || sponsor.status !== 'active') throw new AppError('INCORRECT_SPONSOR');
  if (!jid || jid.toLowerCase() === sponsor.username.toLowerCase()) {
    return { sponsorId: sponsor.id, placementId: sponsor.id, sponsorUsername: sponsor.username };
  }
  const placement = await findMember(db, jid);
  // The placement parent must sit in the sponsor's own tree: the sponsor or someone it brought in.
  if (!placement || !(await isSelfOrSponsorAncestor(db, sponsor.id, placement.id))) {
    throw new AppError('Incorrect_Referral_Code');
  }
  return { sponsorId: sponsor.id, placementId: placement.id, sponsorUsername: sponsor.username };
}

/**
 * Sign-up: allowed once per email whose sign-up code check-otp verified within the last 30 minutes.
 * The member row, the spent code and the first session commit together; a simultaneous sign-up with
 * the same username or email loses on the unique index and gets MEMBER_EXITS / EMAIL_EXITS.
 */
export async function signup(deps: Deps, input: SignupInput, ctx: RequestContext): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.clock.now();
  const owner = { email: input.email };
  // Checked first, so sign-up cannot be used to probe usernames without proving an email.
  if (!(await hasVerifiedOtp(db, now, 'signup', owner, VERIFIED_OTP_WINDOW_MS))) {
    throw new AppError('OTP_NOT_VERIFIED');
  }
  if (await isUsernameTaken(db, input.username)) throw new AppError('MEMBER_EXITS');
  if (await isEmailTaken(db, input.email)) throw new AppError('EMAIL_EXITS');
  const { sponsorId, placementId } = await resolveReferral(db, input.ref_id, input.jid);
  if (!(await countryExists(db, input.country_id))) throw AppError.fields({ country_id: 'invalid' });

  const passwordHash = await hashPassword(input.password);
  try {
    const { memberId, token } = await inTransaction(db, async (trx) => {
      const memberId = await insertMember(trx, {
        username: input.username,
        email: input.email,
        passwordHash,
        countryId: input.country_id,
        language: pickLanguage(input.lang, ctx.acceptLanguage),
        sponsorId,
        placementId,
        now,
      });
      await joinSponsorTree(trx, memberId, sponsorId);
      if (!(await redeemOtp(trx, now, 'signup', owner, { verifiedWithinMs: VERIFIED_OTP_WINDOW_MS }))) {
        throw new AppError('OTP_NOT_VERIFIED');
      }
      return { memberId, token: await createMemberSession(trx, now, memberId, ctx) };
    });
    return loginResult(memberId, input.username, token);
  } catch (error) {
    rethrowMemberConflict(error);
  }
}

/**
 * Password login by username or email. An unknown login and a wrong password get the same answer
 * in about the same time; the frozen state is told only to someone who knows the password.
 */
export async function login(deps: Deps, input: LoginInput, ctx: RequestContext): Promise<LoginResult> {
  const { db } = deps;
  const now = deps.clock.now();
  const member = await findMemberForLogin(db, input.username);
  if (!member) {
    await verifyPassword(null, input.password);
    throw new AppError('LOGIN_FAIL');
  }
  await checkWithLockout(
    db,
    now,
    'login',
    member.id,
    () => verifyPassword(member.password_hash, input.password),
    'LOGIN_FAIL',
  );
  if (member.status !== 'active') throw new AppError('userFreezed');
  const token = await createMemberSession(db, now, member.id, ctx);
  return loginResult(member.id, member.username, token);
}

export async function logout(deps: Deps, sessionId: bigint): Promise<void> {
  await revokeSessionById(deps.db, sessionId, deps.clock.now());
}

/**
 * Forgotten password: the emailed reset code (sent with this call, or verified by check-otp within
 * 30 minutes) sets a new password, ends every session and lifts a lock-out. An unknown email has a
 * code nobody received, so it fails exactly like a wrong code.
 */
export async function resetPassword(
  deps: Deps,
  input: { email: string; otp: string; password: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const member = await findMemberByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  const isReset = await inTransaction(db, async (trx) => {
    const isRedeemed = await redeemOtp(
      trx,
      now,
      'reset_password',
      { email: input.email },
      {
        code: input.otp,
        verifiedWithinMs: VERIFIED_OTP_WINDOW_MS,
      },
    );
    // Returning (not throwing) keeps a counted wrong try committed.
    if (!isRedeemed || !member) return false;
    await updatePasswordHash(trx, member.id, passwordHash, now);
    await revokeMemberSessions(trx, member.id, now);
    await clearLockout(trx, 'login', member.id);
    return true;
  });
  if (!isReset) throw new AppError('INCORRECT_OTP');
}
