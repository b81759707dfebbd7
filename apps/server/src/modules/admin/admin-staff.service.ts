import type { CreateStaffInput, StaffAccount } from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { revokeAllStaffSessions } from './staff-sessions.repository';
import {
  clearTotp,
  findAllStaff,
  findStaffByIdForUpdate,
  findStaffByUsername,
  insertStaff,
  setStaffStatus,
} from './staff.repository';

type StaffDeps = Pick<Deps, 'db' | 'clock'>;

type StaffRow = Awaited<ReturnType<typeof findAllStaff>>[number];

function toStaffAccount(row: StaffRow, now: Date): StaffAccount {
  return {
    id: String(row.id),
    username: row.username,
    role: row.role,
    status: row.status,
    has_totp: row.totp_enabled_at !== null,
    is_locked: row.locked_until !== null && row.locked_until > now,
    created_at: row.created_at.toISOString(),
  };
}

export async function findStaffAccounts(deps: StaffDeps): Promise<StaffAccount[]> {
  const now = deps.clock.now();
  return (await findAllStaff(deps.db)).map((row) => toStaffAccount(row, now));
}

/** A new staff account; its owner sets up TOTP at their first sign-in. */
export async function createStaffAccount(
  deps: StaffDeps,
  input: CreateStaffInput,
  actor: AuditActor,
): Promise<StaffAccount> {
  const now = deps.clock.now();
  if (await findStaffByUsername(deps.db, input.username)) throw new AppError('STAFF_EXISTS');
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const row = await insertStaff(trx, { username: input.username, role: input.role, passwordHash, at: now });
      await recordAuditAs(trx, actor, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        after: { username: row.username, role: row.role, status: row.status },
        at: now,
      });
      return toStaffAccount(row, now);
    });
  } catch (error) {
    // Two superadmins creating the same name at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw new AppError('STAFF_EXISTS');
    throw error;
  }
}

/**
 * Runs a change on another staff account under a row lock. Nobody changes their own account here:
 * only a superadmin manages staff, so an active superadmin always remains and the back office
 * cannot lock itself out.
 */
async function changeStaff(
  deps: StaffDeps,
  id: bigint,
  actor: AuditActor,
  change: (
    trx: Deps['db'],
    staff: NonNullable<Awaited<ReturnType<typeof findStaffByIdForUpdate>>>,
    now: Date,
  ) => Promise<void>,
) {
  if (actor.staffId === id) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const staff = await findStaffByIdForUpdate(trx, id);
    if (!staff) throw new AppError('NOT_FOUND');
    await change(trx, staff, now);
  });
  const row = (await findAllStaff(deps.db)).find((s) => s.id === id);
  if (!row) throw new AppError('NOT_FOUND');
  return toStaffAccount(row, now);
}

/** Disabling also ends every session of the account at once. */
export function disableStaffAccount(deps: StaffDeps, id: bigint, actor: AuditActor) {
  return changeStaff(deps, id, actor, async (trx, staff, now) => {
    if (staff.status === 'disabled') throw new AppError('STATE_CHANGED');
    await setStaffStatus(trx, id, 'disabled');
    const sessionsRevoked = await revokeAllStaffSessions(trx, id, now);
    await recordAuditAs(trx, actor, {
      action: 'staff.disable',
      targetType: 'staff',
      targetId: id,
      before: { status: 'active' },
      after: { status: 'disabled', sessions_revoked: sessionsRevoked },
      at: now,
    });
  });
}

export function enableStaffAccount(deps: StaffDeps, id: bigint, actor: AuditActor) {
  return changeStaff(deps, id, actor, async (trx, staff, now) => {
    if (staff.status === 'active') throw new AppError('STATE_CHANGED');
    await setStaffStatus(trx, id, 'active');
    await recordAuditAs(trx, actor, {
      action: 'staff.enable',
      targetType: 'staff',
      targetId: id,
      before: { status: 'disabled' },
      after: { status: 'active' },
      at: now,
    });
  });
}

/**
 * For a lost phone: clears the authenticator and ends every session, so the owner's next sign-in
 * sets up a new one.
 */
export function resetStaffTotp(deps: StaffDeps, id: bigint, actor: AuditActor) {
  return changeStaff(deps, id, actor, async (trx, staff, now) => {
    await clearTotp(trx, id);
    const sessionsRevoked = await revokeAllStaffSessions(trx, id, now);
    await recordAuditAs(trx, actor, {
      action: 'staff.reset_totp',
      targetType: 'staff',
      targetId: id,
      before: { has_totp: staff.totp_enabled_at !== null },
      after: { has_totp: false, sessions_revoked: sessionsRevoked },
      at: now,
    });
  });
}
