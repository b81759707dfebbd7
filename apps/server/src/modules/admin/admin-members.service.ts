import { type AdminMemberDetail, type AdminMemberRow, type MemberStatusChange } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { auditedChange, findRecentAuditFor } from '../audit/audit.service';
import {
  clearSecPassword,
  findMemberDetail,
  findMemberForUpdate,
  findMemberPage,
  revokeMemberSessions,
  setMemberStatus,
} from './admin-members.repository';
import { adminList } from '../../lib/paged-lists';

type MembersDeps = Pick<Deps, 'db' | 'clock'>;

/** Audit rows shown on a member's page. */
const RECENT_AUDIT_ROWS = 10;

type MemberRow = Awaited<ReturnType<typeof findMemberPage>>['rows'][number];

function toMemberRow(row: MemberRow): AdminMemberRow {
  return {
    id: String(row.id),
    username: row.username,
    email: row.email,
    fullname: row.fullname,
    status: row.status,
    kyc_status: row.kyc_status,
    sponsor_username: row.sponsor_username ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const findMembersPage = adminList(findMemberPage, toMemberRow);

export async function getMemberDetail(deps: MembersDeps, id: bigint): Promise<AdminMemberDetail> {
  const row = await findMemberDetail(deps.db, id, deps.clock.now());
  if (!row) throw new AppError('NOT_FOUND');
  const recentAudit = await findRecentAuditFor(deps.db, 'member', String(row.id), RECENT_AUDIT_ROWS);
  return {
    ...toMemberRow({ ...row, sponsor_username: row.sponsor_username }),
    nickname: row.nickname,
    mobile: row.mobile,
    language: row.language,
    wallet_address: row.wallet_address,
    country: { id: row.country_id, name_en: row.country_name_en, iso: row.country_iso.trim() },
    sponsor:
      row.sponsor_id !== null && row.sponsor_username !== null
        ? { id: String(row.sponsor_id), username: row.sponsor_username }
        : null,
    has_sec_password: row.sec_password_hash !== null,
    direct_count: Number(row.direct_count ?? 0),
    active_sessions_count: Number(row.active_sessions_count ?? 0),
    recent_audit: recentAudit,
  };
}

/** The two moves staff make on a member's status, and what each is called in the audit log. */
const statusMoves = {
  frozen: { from: 'active', action: 'member.freeze' },
  active: { from: 'frozen', action: 'member.unfreeze' },
} as const;

/**
 * Moves a member to `to` (frozen or back to active). Freezing also ends every session of theirs;
 * status, sessions and the audit row commit together, so a frozen member's very next request is refused.
 */
async function moveMemberStatus(
  deps: MembersDeps,
  id: bigint,
  to: keyof typeof statusMoves,
  reason: string,
  actor: AuditActor,
): Promise<MemberStatusChange> {
  const move = statusMoves[to];
  let sessionsRevoked = 0;
  await auditedChange(deps, actor, move.action, async (trx, now) => {
    const member = await findMemberForUpdate(trx, id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.status === to) throw new AppError('STATE_CHANGED');
    await setMemberStatus(trx, id, to, now);
    sessionsRevoked = to === 'frozen' ? await revokeMemberSessions(trx, id, now) : 0;
    return {
      targetType: 'member',
      targetId: id,
      before: { status: move.from },
      after: to === 'frozen' ? { status: to, sessions_revoked: sessionsRevoked } : { status: to },
      reason,
    };
  });
  return { id: String(id), status: to, sessions_revoked: sessionsRevoked };
}

export function freezeMember(deps: MembersDeps, id: bigint, reason: string, actor: AuditActor) {
  return moveMemberStatus(deps, id, 'frozen', reason, actor);
}

export function unfreezeMember(deps: MembersDeps, id: bigint, reason: string, actor: AuditActor) {
  return moveMemberStatus(deps, id, 'active', reason, actor);
}

/** Clears the secondary password; the member app then asks the member to set a new one. */
export async function resetMemberSecPassword(deps: MembersDeps, id: bigint, reason: string, actor: AuditActor) {
  await auditedChange(deps, actor, 'member.reset_sec_password', async (trx, now) => {
    const member = await findMemberForUpdate(trx, id);
    if (!member) throw new AppError('NOT_FOUND');
    if (member.sec_password_hash === null) throw new AppError('SEC_PASSWORD_NOT_SET');
    await clearSecPassword(trx, id, now);
    return {
      targetType: 'member',
      targetId: id,
      before: { has_sec_password: true },
      after: { has_sec_password: false },
      reason,
    };
  });
  return { id: String(id), has_sec_password: false };
}
