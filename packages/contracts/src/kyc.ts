import { z } from 'zod';
import { REASON_MAX, requiredString } from './fields';
import { adminPageField } from './page';
import { paramPath } from './paths';
import { memberRowFields } from './rows';

/**
 * KYC: the member's identity document (an identity card with front and rear, or a passport with
 * its photo page), checked by compliance staff. A submission is pending until a decision; a
 * rejection carries a reason from a fixed list (translated for the member) plus an optional note.
 * Every submission is kept, so the history shows what was sent and decided.
 */
export const kycDocumentTypes = ['id_card', 'passport'] as const;
export type KycDocumentType = (typeof kycDocumentTypes)[number];

/** A member's KYC standing: `none` before any submission, else the state of the current one. */
export const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export const kycStatusSchema = z.enum(kycStatuses);
export type KycStatus = z.infer<typeof kycStatusSchema>;
/** A submission's own state: it exists, so it is never `none`. */
const submissionStatusSchema = kycStatusSchema.exclude(['none']);
export type KycSubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const kycRejectReasons = [
  'blurry_image',
  'document_expired',
  'name_mismatch',
  'document_incomplete',
  'other',
] as const;
export type KycRejectReason = (typeof kycRejectReasons)[number];

export const kycImageSides = ['front', 'rear'] as const;
export type KycImageSide = (typeof kycImageSides)[number];

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
export const identityNumberField = requiredString
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
  status: submissionStatusSchema.default('pending'),
  page: adminPageField,
});
export type AdminKycListQuery = z.input<typeof adminKycListQuery>;

// Answers

const documentTypeSchema = z.enum(kycDocumentTypes);
const rejectReasonSchema = z.enum(kycRejectReasons).nullable();

/** One submission as its member sees it; the identity number is masked to its last four characters. */
export const kycSubmissionSchema = z.object({
  id: z.string(),
  type: documentTypeSchema,
  identity_number_masked: z.string(),
  has_rear: z.boolean(),
  status: submissionStatusSchema,
  reject_reason: rejectReasonSchema,
  reject_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycOverviewSchema = z.object({
  status: kycStatusSchema,
  /** True when a new submission is accepted now (nothing yet, or the last one was rejected). */
  can_submit: z.boolean(),
  /** Newest first; the first is the current one. */
  submissions: z.array(kycSubmissionSchema),
});
export type KycOverview = z.infer<typeof kycOverviewSchema>;

export const adminKycRowSchema = z.object({
  id: z.string(),
  ...memberRowFields,
  type: documentTypeSchema,
  identity_number: z.string(),
  status: submissionStatusSchema,
  /** Other members with a submission of the same identity number. */
  duplicate_count: z.number(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type AdminKycRow = z.infer<typeof adminKycRowSchema>;

/** Another member's submission of the same identity number. */
export const adminKycDuplicateSchema = z.object({
  submission_id: z.string(),
  ...adminKycRowSchema.pick({ member_id: true, username: true, status: true, created_at: true }).shape,
});
export type AdminKycDuplicate = z.infer<typeof adminKycDuplicateSchema>;

export const adminKycDetailSchema = adminKycRowSchema.extend({
  email: z.string().nullable(),
  country_name_en: z.string(),
  member_kyc_status: kycStatusSchema,
  has_rear: z.boolean(),
  reject_reason: rejectReasonSchema,
  reject_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  duplicates: z.array(adminKycDuplicateSchema),
  /** The member's other submissions, newest first. */
  history: z.array(
    adminKycRowSchema
      .pick({ id: true, type: true, status: true, created_at: true, decided_at: true })
      .extend({ reject_reason: rejectReasonSchema }),
  ),
});
export type AdminKycDetail = z.infer<typeof adminKycDetailSchema>;

export const kycDecisionSchema = z.object({
  id: z.string(),
  status: submissionStatusSchema,
  member_kyc_status: kycStatusSchema,
});
export type KycDecision = z.infer<typeof kycDecisionSchema>;
