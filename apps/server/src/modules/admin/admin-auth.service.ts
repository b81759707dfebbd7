import {
  type StaffLoginInput,
  type StaffLoginResult,
  type StaffMe,
  type StaffPermission,
  type StaffStage,
  type TotpSetup,
  staffCan,
  staffPermissions,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';
import type { AuditActor, StaffPrincipal } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import {
  findStaffSessionByTokenHash,
  insertStaffSession,
  revokeStaffSession,
  setSessionStage,
  touchStaffSession,
} from './staff-sessions.repository';
import {
  clearFailedLogins,
  countFailedLogin,
  enableTotp,
  findStaffById,
  findStaffByUsername,
  claimPendingTotpSecret,
  findTotpSecrets,
  replaceTotpSecret,
  useTotpStep,
} from './staff.repository';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** Failed sign-in steps (password or code) in a row before the account locks. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;
/** Between the password and the code: long enough to open an authenticator app, no longer. */
export const PRE_TOTP_SESSION_MINUTES = 10;
/** A full back-office session ends after this long, however busy. */
export const FULL_SESSION_HOURS = 12;
/** ... and after this long untouched. */
export const IDLE_MINUTES = 30;
/** Recording every request's time would be a write per read; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

const MINUTE_MS = 60_000;

/** Audits a failed sign-in step and why; committed on its own, since the request itself fails. */
async function recordLoginFailure(
  deps: AuthDeps,
  actor: AuditActor,
  details: { staffId: bigint | null; username: string; reason: string; locked?: boolean },
) {
  // Nobody is signed in yet, so the row has no actor; the account tried is its target.
  await recordAuditAs(
    deps.db,
    { ...actor, staffId: null },
    {
      action: 'staff.login_failed',
      targetType: 'staff',
      targetId: details.staffId,
      after: { username: details.username.slice(0, 64), reason: details.reason, locked: details.locked ?? false },
      at: deps.clock.now(),
    },
  );
}

/**
 * Counts a failed step and writes the audit row in one transaction; answers whether the account
 * is now locked. The caller throws afterwards, so the count survives the failed request.
 */
async function failSignInStep(
  deps: AuthDeps,
  actor: AuditActor,
  staff: { id: bigint; username: string },
  reason: string,
) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const { isNowLocked } = await countFailedLogin(
      trx,
      staff.id,
      MAX_FAILED_LOGINS,
      new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS),
    );
    await recordLoginFailure({ ...deps, db: trx }, actor, {
      staffId: staff.id,
      username: staff.username,
      reason,
      locked: isNowLocked,
    });
    return isNowLocked;
  });
}

function lockedData(lockedUntil: Date, now: Date) {
  return { retry_after_seconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)) };
}

/**
 * Password step. Answers a session that can do nothing but the TOTP step: `totp_setup` when the
 * account has no authenticator yet (first sign-in), `totp` otherwise.
 */
export async function loginStaff(deps: AuthDeps, input: StaffLoginInput, actor: AuditActor): Promise<StaffLoginResult> {
  const now = deps.clock.now();
  const staff = await findStaffByUsername(deps.db, input.username);
  if (!staff) {
    // Same work as a real check, so a missing account is not told apart by timing.
    await verifyPassword(null, input.password);
    await recordLoginFailure(deps, actor, { staffId: null, username: input.username, reason: 'unknown_user' });
    throw new AppError('LOGIN_FAIL');
  }
  if (staff.locked_until && staff.locked_until > now) {
    await recordLoginFailure(deps, actor, { staffId: staff.id, username: staff.username, reason: 'locked' });
    throw new AppError('ACCOUNT_LOCKED', lockedData(staff.locked_until, now));
  }
  if (!(await verifyPassword(staff.password_hash, input.password))) {
    const isNowLocked = await failSignInStep(deps, actor, staff, 'bad_password');
    if (isNowLocked) throw new AppError('ACCOUNT_LOCKED', { retry_after_seconds: LOCK_MINUTES * 60 });
    throw new AppError('LOGIN_FAIL');
  }
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (staff.status !== 'active') {
    await recordLoginFailure(deps, actor, { staffId: staff.id, username: staff.username, reason: 'disabled' });
    throw new AppError('STAFF_DISABLED');
  }

  const stage: StaffStage = staff.totp_enabled_at ? 'totp' : 'totp_setup';
  const token = newToken();
  await insertStaffSession(deps.db, {
    staffId: staff.id,
    tokenHash: hashToken(token),
    stage,
    at: now,
    expiresAt: new Date(now.getTime() + PRE_TOTP_SESSION_MINUTES * MINUTE_MS),
    ip: actor.ip,
    userAgent: actor.userAgent ? actor.userAgent.slice(0, 300) : null,
  });
  return { token, stage };
}

/**
 * The staff member behind a bearer token, or null when the token is unknown, revoked, expired,
 * idle too long, or the account is disabled. Keeps the session's last-seen time fresh.
 */
export async function authenticateStaff(deps: AuthDeps, token: string): Promise<StaffPrincipal | null> {
  const row = await findStaffSessionByTokenHash(deps.db, hashToken(token));
  if (!row || row.revoked_at || row.status !== 'active') return null;
  const now = deps.clock.now();
  if (row.expires_at <= now) return null;
  const lastSeen = row.last_seen_at ?? row.created_at;
  if (now.getTime() - lastSeen.getTime() > IDLE_MINUTES * MINUTE_MS) return null;
  if (now.getTime() - lastSeen.getTime() > TOUCH_EVERY_MS) await touchStaffSession(deps.db, row.session_id, now);
  return {
    sessionId: row.session_id,
    staffId: row.staff_id,
    username: row.username,
    role: row.role,
    stage: row.stage,
  };
}

export function describeStaff(principal: StaffPrincipal): StaffMe {
  return {
    id: String(principal.staffId),
    username: principal.username,
    role: principal.role,
    stage: principal.stage,
    permissions: (Object.keys(staffPermissions) as StaffPermission[]).filter((p) => staffCan(principal.role, p)),
  };
}

async function loadStaff(deps: AuthDeps, principal: StaffPrincipal) {
  const staff = await findStaffById(deps.db, principal.staffId);
  if (!staff) throw new AppError('unauthorized');
  return staff;
}

/**
 * First sign-in: the secret to put in an authenticator app. A pending secret is shown again rather
 * than replaced, so reloading the page does not invalidate a QR code already scanned.
 */
export async function getTotpSetup(deps: AuthDeps, principal: StaffPrincipal): Promise<TotpSetup> {
  const staff = await loadStaff(deps, principal);
  if (staff.totp_enabled_at) throw new AppError('NO_PERMISSION');
  const key = deps.config.secretsKey;
  const stored =
    staff.totp_secret ?? (await claimPendingTotpSecret(deps.db, staff.id, sealSecret(newTotpSecret(), key)));
  if (!stored) throw new AppError('unauthorized');
  const secret = openSecret(stored, key);
  return { secret, otpauth_uri: totpUri(staff.username, `${deps.config.productName} Admin`, secret) };
}

/** Checks a code (not locked, matches, not a replay) and on success makes the session full. */
async function completeTotpStep(
  deps: AuthDeps,
  principal: StaffPrincipal,
  code: string,
  actor: AuditActor,
  mode: 'setup' | 'verify',
): Promise<StaffMe> {
  const now = deps.clock.now();
  const staff = await loadStaff(deps, principal);
  if (staff.locked_until && staff.locked_until > now) {
    await revokeStaffSession(deps.db, principal.sessionId, now);
    throw new AppError('ACCOUNT_LOCKED', lockedData(staff.locked_until, now));
  }
  // Setup confirms a pending secret (fetched first); verification needs one already confirmed.
  if (mode === 'setup' && staff.totp_enabled_at) throw new AppError('NO_PERMISSION');
  const secret = staff.totp_secret === null ? null : openSecret(staff.totp_secret, deps.config.secretsKey);
  if (!secret || (mode === 'verify' && !staff.totp_enabled_at)) throw new AppError('TOTP_SETUP_REQUIRED');

  const step = matchTotpStep(code, secret, now);
  const isAccepted = await inTransaction(deps.db, async (trx) => {
    if (step === null || !(await useTotpStep(trx, staff.id, step))) return false;
    if (mode === 'setup') {
      await enableTotp(trx, staff.id, now);
      await recordAuditAs(trx, actor, {
        action: 'staff.totp_enabled',
        targetType: 'staff',
        targetId: staff.id,
        before: { has_totp: false },
        after: { has_totp: true },
        at: now,
      });
    }
    await clearFailedLogins(trx, staff.id);
    await setSessionStage(
      trx,
      principal.sessionId,
      'full',
      new Date(now.getTime() + FULL_SESSION_HOURS * 60 * MINUTE_MS),
      now,
    );
    await recordAuditAs(trx, actor, { action: 'staff.login', targetType: 'staff', targetId: staff.id, at: now });
    return true;
  });
  if (!isAccepted && step !== null) {
    // A right code whose time step is already spent: a replay, or the same code sent by several
    // sessions at once (one of them won above). Refused and audited, but not counted toward the
    // lock-out: it is no guess, and counting it let one's own parallel sign-ins lock the account.
    await recordLoginFailure(deps, actor, { staffId: staff.id, username: staff.username, reason: 'totp_replay' });
    throw new AppError('INCORRECT_TOTP');
  }
  if (!isAccepted) {
    const isNowLocked = await failSignInStep(deps, actor, staff, 'bad_totp');
    if (isNowLocked) {
      await revokeStaffSession(deps.db, principal.sessionId, now);
      throw new AppError('ACCOUNT_LOCKED', { retry_after_seconds: LOCK_MINUTES * 60 });
    }
    throw new AppError('INCORRECT_TOTP');
  }
  return describeStaff({ ...principal, stage: 'full' });
}

export function confirmTotpSetup(deps: AuthDeps, principal: StaffPrincipal, code: string, actor: AuditActor) {
  return completeTotpStep(deps, principal, code, actor, 'setup');
}

export function verifyTotp(deps: AuthDeps, principal: StaffPrincipal, code: string, actor: AuditActor) {
  return completeTotpStep(deps, principal, code, actor, 'verify');
}

export async function logoutStaff(deps: AuthDeps, principal: StaffPrincipal, actor: AuditActor) {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await revokeStaffSession(trx, principal.sessionId, now);
    if (principal.stage === 'full') {
      await recordAuditAs(trx, actor, {
        action: 'staff.logout',
        targetType: 'staff',
        targetId: principal.staffId,
        at: now,
      });
    }
  });
}

/**
 * Seals the TOTP secrets stored before SECRETS_KEY was set (run at every start; a no-op once all are
 * sealed). Each row is replaced only if it still holds the plain value read, so a concurrent setup wins.
 */
export async function sealStoredTotpSecrets(deps: Pick<Deps, 'db' | 'config'>): Promise<number> {
  const key = deps.config.secretsKey;
  if (!key) return 0;
  let sealed = 0;
  for (const row of await findTotpSecrets(deps.db)) {
    if (isSealed(row.totp_secret)) continue;
    if (await replaceTotpSecret(deps.db, row.id, row.totp_secret, sealSecret(row.totp_secret, key))) sealed += 1;
  }
  return sealed;
}
