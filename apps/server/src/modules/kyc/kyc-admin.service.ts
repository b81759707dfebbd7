import {
  type AdminKycDetail,
  type AdminKycRow,
  type KycDecision,
  type KycImageSide,
  type KycRejectReason,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/principals';
import { recordAuditAs } from '../audit/audit.service';
import { notifyMember } from '../notifications/notifications.service';
import {
  decidePendingSubmission,
  findDuplicates,
  findOtherSubmissions,
  findQueuePage,
  findSubmissionDetail,
  findSubmissionFiles,
  setMemberKycStatus,
  submissionExists,
} from './kyc.repository';
import { adminList } from '../../lib/paged-lists';
import { type KycDeps, loadImage } from './kyc.service';

/** The compliance desk's side of KYC: the queue, a submission's detail and images, the decisions. */

export async function getKycImageForStaff(deps: KycDeps, id: bigint, side: KycImageSide) {
  return loadImage(deps, await findSubmissionFiles(deps.db, id), side);
}

type QueueRow = Awaited<ReturnType<typeof findQueuePage>>['rows'][number];

function toAdminRow(row: QueueRow): AdminKycRow {
  return {
    id: String(row.id),
    member_id: String(row.member_id),
    username: row.username,
    fullname: row.fullname,
    type: row.document_type,
    identity_number: row.identity_number,
    status: row.status,
    duplicate_count: Number(row.duplicate_count ?? 0),
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export const findKycQueue = adminList(findQueuePage, toAdminRow);

export async function getKycDetail(deps: KycDeps, id: bigint): Promise<AdminKycDetail> {
  const row = await findSubmissionDetail(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [duplicates, history] = await Promise.all([
    findDuplicates(deps.db, row.identity_number_key, row.member_id),
    findOtherSubmissions(deps.db, row.member_id, row.id),
  ]);
  return {
    ...toAdminRow(row),
    email: row.email,
    country_name_en: row.country_name_en,
    member_kyc_status: row.member_kyc_status,
    has_rear: row.rear_path !== null,
    reject_reason: row.reject_reason,
    reject_note: row.reject_note,
    decided_by: row.decided_by ?? null,
    duplicates: duplicates.map((d) => ({
      submission_id: String(d.id),
      member_id: String(d.member_id),
      username: d.username,
      status: d.status,
      created_at: d.created_at.toISOString(),
    })),
    history: history.map((h) => ({
      id: String(h.id),
      type: h.document_type,
      status: h.status,
      reject_reason: h.reject_reason,
      created_at: h.created_at.toISOString(),
      decided_at: h.decided_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Approves or rejects a pending submission. The status change is a compare-and-set, and the
 * member's KYC status and the audit row commit with it, so two staff deciding at once end with
 * exactly one decision on record; the other gets STATE_CHANGED.
 */
async function decide(
  deps: KycDeps,
  id: bigint,
  outcome: { status: 'approved' | 'rejected'; reason: KycRejectReason | null; note: string | null },
  actor: AuditActor,
): Promise<KycDecision> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const decided = await decidePendingSubmission(trx, id, {
      status: outcome.status,
      rejectReason: outcome.reason,
      rejectNote: outcome.note,
      staffId: actor.staffId,
      at: now,
    });
    if (!decided) {
      throw new AppError((await submissionExists(trx, id)) ? 'STATE_CHANGED' : 'NOT_FOUND');
    }
    await setMemberKycStatus(trx, decided.member_id, outcome.status, now);
    if (outcome.status === 'approved') {
      await notifyMember(trx, deps, { memberId: decided.member_id, kind: 'kyc_approved', params: {} });
    } else {
      await notifyMember(trx, deps, {
        memberId: decided.member_id,
        kind: 'kyc_rejected',
        params: { reason: outcome.reason ?? 'other', ...(outcome.note ? { note: outcome.note } : {}) },
      });
    }
    await recordAuditAs(trx, actor, {
      action: outcome.status === 'approved' ? 'kyc.approve' : 'kyc.reject',
      targetType: 'member',
      targetId: decided.member_id,
      before: { submission_id: id, status: 'pending' },
      after: {
        submission_id: id,
        status: outcome.status,
        document_type: decided.document_type,
        ...(outcome.reason ? { reject_reason: outcome.reason } : {}),
      },
      reason: outcome.status === 'rejected' ? [outcome.reason, outcome.note].filter(Boolean).join(': ') : null,
      at: now,
    });
    return { id: String(id), status: outcome.status, member_kyc_status: outcome.status };
  });
}

export function approveKyc(deps: KycDeps, id: bigint, actor: AuditActor) {
  return decide(deps, id, { status: 'approved', reason: null, note: null }, actor);
}

export function rejectKyc(deps: KycDeps, id: bigint, reason: KycRejectReason, note: string, actor: AuditActor) {
  return decide(deps, id, { status: 'rejected', reason, note: note || null }, actor);
}
