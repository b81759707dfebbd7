import {
  KYC_HISTORY_LIMIT,
  type KycImageSide,
  type KycOverview,
  type KycSubmission,
  type KycSubmitFields,
  identityNumberKey,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type ImageUpload, readStoredImage, withStoredUploads } from '../../lib/uploads';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import {
  findMemberForKycUpdate,
  findMemberKycState,
  findMemberSubmissions,
  findSubmissionFiles,
  insertSubmission,
  setMemberKycStatus,
} from './kyc.repository';

export type KycDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

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

  const now = deps.clock.now();
  const uploads = images.rear ? ([images.front!, images.rear] as const) : ([images.front!] as const);
  try {
    await withStoredUploads(deps, uploads, now, async ([front, rear], trx) => {
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
        frontPath: front.path,
        rearPath: rear?.path ?? null,
        createdAt: now,
      });
      await setMemberKycStatus(trx, memberId, 'pending', now);
    });
  } catch (error) {
    // The one-pending-per-member index caught a submission racing this one (its files are gone again).
    if (violatedUniqueConstraint(error) === 'kyc_submissions_one_pending') throw new AppError('KYC_PENDING');
    throw error;
  }
  return getKycOverview(deps, memberId);
}

export async function loadImage(
  deps: KycDeps,
  files: { front_path: string; rear_path: string | null } | undefined,
  side: KycImageSide,
) {
  return readStoredImage(deps, side === 'front' ? files?.front_path : files?.rear_path);
}

/** One of the member's own images. Someone else's id answers NOT_FOUND, exactly as a missing one does. */
export async function getOwnKycImage(deps: KycDeps, memberId: bigint, id: bigint, side: KycImageSide) {
  return loadImage(deps, await findSubmissionFiles(deps.db, id, memberId), side);
}
