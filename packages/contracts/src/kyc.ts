import { z } from 'zod';
import { paramPath } from './paths';
import { REASON_MAX } from './admin';
import type { KycStatus } from './api-types';

/**
 * KYC: the member's identity document (an identity card with front and rear, or a passport with
 * its photo page), checked by compliance staff. A submission is pending until a decision; a
 * rejection carries a reason from a fixed list (translated for the member) plus an optional note.
 * Every submission is kept, so the history shows what was sent and decided.
 */
export const kycDocumentTypes = ['id_card', 'passport'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

export const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const satisfies readonly KycStatus[];
export type KycSubmissionStatus = Exclude<KycStatus, 'none'>;

export const kycRejectReasons = [
  'blurry_image',
  'document_expired',
  'name_mismatch',
  'document_incomplete',
  'other',
] as const;
export type KycRejectReason = (typeof kycRejectReasons)[number];

export type KycImageSide = 'front' | 'rear';

/** Largest document image accepted (spec: jpg, jpeg or png, under 10 MB). */
export const KYC_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const IDENTITY_NUMBER_MIN = 4;
export const IDENTITY_NUMBER_MAX = 30;
/** Submissions shown in the member's history. */
export const KYC_HISTORY_LIMIT = 20;

/**
 * An identity number as people type it: letters and digits, with spaces or hyphens between groups.
 * Stored upper-cased; duplicates are found on the letters and digits alone.
 */
export const identityNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
  .refine((v) => v.length <= IDENTITY_NUMBER_MAX, 'tooLong')
  .refine((v) => /^[A-Z0-9]([A-Z0-9 -]*[A-Z0-9])?$/.test(v), 'invalid')
  .refine((v) => identityNumberKey(v).length >= IDENTITY_NUMBER_MIN, 'tooShort');

/** The letters and digits of an identity number: what two submissions are compared on. */
export function identityNumberKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The text fields of api/member/UserKyc (multipart; the images are the files `front` and `rear`). */
export const kycSubmitFields = z.object({
  type: z.enum(kycDocumentTypes, { error: 'required' }),
  identity_number: identityNumberField,
});
export type KycSubmitFields = z.infer<typeof kycSubmitFields>;

/** Staff reject with a reason from the list; "other" needs the note that explains it. */
export const kycRejectInput = z
  .object({
    reason: z.enum(kycRejectReasons, { error: 'required' }),
    note: z.string().trim().max(REASON_MAX, 'tooLong').optional().default(''),
  })
  .refine((v) => v.reason !== 'other' || v.note.length > 0, { message: 'required', path: ['note'] });
export type KycRejectInput = z.input<typeof kycRejectInput>;

export const kycPaths = {
  submit: '/api/member/UserKyc',
  status: '/api/member/get-kyc',
  image: paramPath('/api/member/kyc-image/:id/:side'),
} as const;

export const adminKycPaths = {
  list: '/api/admin/kyc',
  detail: paramPath('/api/admin/kyc/:id'),
  image: paramPath('/api/admin/kyc/:id/image/:side'),
  approve: paramPath('/api/admin/kyc/:id/approve'),
  reject: paramPath('/api/admin/kyc/:id/reject'),
} as const;

export const adminKycListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminKycListQuery = z.input<typeof adminKycListQuery>;

// Answers

/** One submission as its member sees it; the identity number is masked to its last four characters. */
export interface KycSubmission {
  id: string;
  type: KycDocumentType;
  identity_number_masked: string;
  has_rear: boolean;
  status: KycSubmissionStatus;
  reject_reason: KycRejectReason | null;
  reject_note: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface KycOverview {
  status: KycStatus;
  /** True when a new submission is accepted now (nothing yet, or the last one was rejected). */
  can_submit: boolean;
  /** Newest first; the first is the current one. */
  submissions: KycSubmission[];
}

export interface AdminKycRow {
  id: string;
  member_id: string;
  username: string;
  fullname: string | null;
  type: KycDocumentType;
  identity_number: string;
  status: KycSubmissionStatus;
  /** Other members with a submission of the same identity number. */
  duplicate_count: number;
  created_at: string;
  decided_at: string | null;
}

export interface AdminKycDuplicate {
  submission_id: string;
  member_id: string;
  username: string;
  status: KycSubmissionStatus;
  created_at: string;
}

export interface AdminKycDetail extends AdminKycRow {
  email: string | null;
  country_name_en: string;
  member_kyc_status: KycStatus;
  has_rear: boolean;
  reject_reason: KycRejectReason | null;
  reject_note: string | null;
  decided_by: string | null;
  duplicates: AdminKycDuplicate[];
  /** The member's other submissions, newest first. */
  history: Array<
    Pick<AdminKycRow, 'id' | 'type' | 'status' | 'created_at' | 'decided_at'> & {
      reject_reason: KycRejectReason | null;
    }
  >;
}

export interface KycDecision {
  id: string;
  status: KycSubmissionStatus;
  member_kyc_status: KycStatus;
}
