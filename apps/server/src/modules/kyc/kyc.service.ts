import {
  ADMIN_PAGE_SIZE,
  type AdminKycDetail,
  type AdminKycRow,
  type Page,
  KYC_HISTORY_LIMIT,
  type KycDecision,
  type KycImageSide,
  type KycOverview,
  type KycRejectReason,
  type KycSubmission,
  type KycSubmitFields,
  identityNumberKey,
} from '@tandem/contracts';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  type ImageUpload,
  readPrivateFile,
  removePrivateFile,
  storePrivateFile,
  storedFileMime,
} from '../../lib/uploads';
import type { AuditActor } from '../../lib/principals';
import { auditAs, recordAudit } from '../audit/audit.service';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { notifyMember } from '../notifications/notifications.service';
import {
  countQueue,
  decidePendingSubmission,
  findDuplicates,
  findMemberForKycUpdate,
  findMemberKycState,
  findMemberSubmissions,
  findOtherSubmissions,
  findQueue,
  findSubmissionDetail,
  findSubmissionFiles,
  insertSubmission,
  setMemberKycStatus,
  submissionExists,
} from './kyc.repository';

type KycDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

/** Shows only the last four letters or digits, so a glance at a phone does not give the number away. */
export function maskIdentityNumber(value: string): string {
  const key = identityNumberKey(value);
  return `${'*'.repeat(Math.max(0, key.length - 4))}${key.slice(-4)}`;
}

type MemberSubmissionRow = Awaited<ReturnType<typeof findMemberSubmissions>>[number];

function toSubmission(row: MemberSubmissionRow): KycSubmission {
  return {
    id: String(row.id),
    type: row.document_type,
    identity_number_masked: maskIdentityNumber(row.identity_number),
    has_rear: row.rear_path !== null,
    status: row.status,
    reject_reason: row.reject_reason,
    reject_note: row.reject_note,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** A new submission is taken when there is none yet or the last one was rejected. */
function refusalFor(kycStatus: string): AppError | null {
  if (kycStatus === 'pending') return new AppError('KYC_PENDING');
  if (kycStatus === 'approved') return new AppError('KYC_ALREADY_APPROVED');
  return null;
}

export async function getKycOverview(deps: KycDeps, memberId: bigint): Promise<KycOverview> {
  const [member, rows] = await Promise.all([
    findMemberKycState(deps.db, memberId),
    findMemberSubmissions(deps.db, memberId, KYC_HISTORY_LIMIT),
  ]);
  if (!member) throw new AppError('unauthorized');
  return {
    status: member.kyc_status,
    can_submit: refusalFor(member.kyc_status) === null,
    submissions: rows.map(toSubmission),
  };
}

/**
 * Checked before the upload is read, so a member whose documents are already under review (or
 * approved) hears so at once instead of after sending 20 MB. submitKyc checks again, under lock.
 */
export async function assertCanSubmitKyc(deps: KycDeps, memberId: bigint): Promise<void> {
  const member = await findMemberKycState(deps.db, memberId);
  if (!member) throw new AppError('unauthorized');
  const refusal = refusalFor(member.kyc_status);
  if (refusal) throw refusal;
  // Staff compare the document with the profile's full name, so there must be one.
  if (!member.fullname?.trim()) throw new AppError('KYC_FULLNAME_REQUIRED');
}

export interface KycDocumentImages {
  front: ImageUpload | null;
  rear: ImageUpload | null;
}

/**
 * Takes a new submission: both images (already cleaned by readImageUpload) stored privately, then
 * the row and the member's status change in one transaction. If that fails, the stored files are
 * removed again.
 */
export async function submitKyc(
  deps: KycDeps,
  memberId: bigint,
  fields: KycSubmitFields,
  images: KycDocumentImages,
): Promise<KycOverview> {
  const problems: Record<string, string> = {};
  if (!images.front) problems.front = 'required';
  if (fields.type === 'id_card' && !images.rear) problems.rear = 'required';
  // A passport has one photo page; a second image would be stored and never looked at.
  if (fields.type === 'passport' && images.rear) problems.rear = 'invalid';
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);

  const front = images.front!;
  const rear = images.rear;
  const now = deps.clock.now();
  const dataDir = deps.config.dataDir;
  const stored: string[] = [];
  try {
    const frontPath = await storePrivateFile(dataDir, front, now);
    stored.push(frontPath);
    const rearPath = rear ? await storePrivateFile(dataDir, rear, now) : null;
    if (rearPath) stored.push(rearPath);

    await inTransaction(deps.db, async (trx) => {
      const member = await findMemberForKycUpdate(trx, memberId);
      if (!member) throw new AppError('unauthorized');
      const refusal = refusalFor(member.kyc_status);
      if (refusal) throw refusal;
      if (!member.fullname?.trim()) throw new AppError('KYC_FULLNAME_REQUIRED');
      await insertSubmission(trx, {
        memberId,
        documentType: fields.type,
        identityNumber: fields.identity_number,
        identityNumberKey: identityNumberKey(fields.identity_number),
        frontPath,
        rearPath,
        createdAt: now,
      });
      await setMemberKycStatus(trx, memberId, 'pending', now);
    });
  } catch (error) {
    await Promise.all(stored.map((p) => removePrivateFile(dataDir, p).catch(() => {})));
    // The one-pending-per-member index caught a submission racing this one.
    if (violatedUniqueConstraint(error) === 'kyc_submissions_one_pending') throw new AppError('KYC_PENDING');
    throw error;
  }
  return getKycOverview(deps, memberId);
}

export interface StoredImage {
  buffer: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

async function loadImage(
  deps: KycDeps,
  files: { front_path: string; rear_path: string | null } | undefined,
  side: KycImageSide,
) {
  const relative = side === 'front' ? files?.front_path : files?.rear_path;
  if (!relative) throw new AppError('NOT_FOUND');
  const buffer = await readPrivateFile(deps.config.dataDir, relative);
  if (!buffer) throw new AppError('NOT_FOUND');
  return { buffer, mime: storedFileMime(relative) } satisfies StoredImage;
}

/** One of the member's own images. Someone else's id answers NOT_FOUND, exactly as a missing one does. */
export async function getOwnKycImage(deps: KycDeps, memberId: bigint, id: bigint, side: KycImageSide) {
  return loadImage(deps, await findSubmissionFiles(deps.db, id, memberId), side);
}

export async function getKycImageForStaff(deps: KycDeps, id: bigint, side: KycImageSide) {
  return loadImage(deps, await findSubmissionFiles(deps.db, id), side);
}

type QueueRow = Awaited<ReturnType<typeof findQueue>>[number];

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

export async function findKycQueue(
  deps: KycDeps,
  status: 'pending' | 'approved' | 'rejected',
  page: number,
): Promise<Page<AdminKycRow>> {
  const [total, rows] = await Promise.all([
    countQueue(deps.db, status),
    findQueue(deps.db, status, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
  ]);
  return { list: rows.map(toAdminRow), page, per_page: ADMIN_PAGE_SIZE, total };
}

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
    await recordAudit(
      trx,
      auditAs(actor, {
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
      }),
    );
    return { id: String(id), status: outcome.status, member_kyc_status: outcome.status };
  });
}

export function approveKyc(deps: KycDeps, id: bigint, actor: AuditActor) {
  return decide(deps, id, { status: 'approved', reason: null, note: null }, actor);
}

export function rejectKyc(deps: KycDeps, id: bigint, reason: KycRejectReason, note: string, actor: AuditActor) {
  return decide(deps, id, { status: 'rejected', reason, note: note || null }, actor);
}
