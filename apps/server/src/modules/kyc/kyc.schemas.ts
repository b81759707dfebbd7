import { kycDocumentTypes, kycRejectReasons, kycStatuses } from '@tandem/contracts';
import { z } from 'zod';

/** Response schemas of the KYC calls, for OpenAPI and for checking what leaves the server. */
const documentType = z.enum(kycDocumentTypes);
const submissionStatus = z.enum(['pending', 'approved', 'rejected']);
const rejectReason = z.enum(kycRejectReasons).nullable();

export const kycSubmissionSchema = z.object({
  id: z.string(),
  type: documentType,
  identity_number_masked: z.string(),
  has_rear: z.boolean(),
  status: submissionStatus,
  reject_reason: rejectReason,
  reject_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const kycOverviewSchema = z.object({
  status: z.enum(kycStatuses),
  can_submit: z.boolean(),
  submissions: z.array(kycSubmissionSchema),
});

export const imageParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'invalid'),
  side: z.enum(['front', 'rear']),
});

export const adminKycRowSchema = z.object({
  id: z.string(),
  member_id: z.string(),
  username: z.string(),
  fullname: z.string().nullable(),
  type: documentType,
  identity_number: z.string(),
  status: submissionStatus,
  duplicate_count: z.number(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const adminKycDetailSchema = adminKycRowSchema.extend({
  email: z.string().nullable(),
  country_name_en: z.string(),
  member_kyc_status: z.enum(kycStatuses),
  has_rear: z.boolean(),
  reject_reason: rejectReason,
  reject_note: z.string().nullable(),
  decided_by: z.string().nullable(),
  duplicates: z.array(
    z.object({
      submission_id: z.string(),
      member_id: z.string(),
      username: z.string(),
      status: submissionStatus,
      created_at: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.string(),
      type: documentType,
      status: submissionStatus,
      reject_reason: rejectReason,
      created_at: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
});

export const kycDecisionSchema = z.object({
  id: z.string(),
  status: submissionStatus,
  member_kyc_status: z.enum(kycStatuses),
});
