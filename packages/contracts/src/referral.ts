import { z } from 'zod';
import { requiredText } from './fields';

/**
 * The sign-up page's early check of its referral fields (D15): the sponsor (`ref_id`) must be an
 * active member and the placement parent (`jid`, optional) must sit in the sponsor's tree, the same
 * rules sign-up applies, answered before the e-mail code step.
 */
export const checkReferralQuery = z.object({
  ref_id: requiredText(64),
  jid: z.string().trim().max(64, 'tooLong').optional(),
});
export type CheckReferralQuery = z.infer<typeof checkReferralQuery>;

/** The sponsor's username as the account spells it. */
export const checkReferralResultSchema = z.object({ sponsor: z.string() });
export type CheckReferralResult = z.infer<typeof checkReferralResultSchema>;
