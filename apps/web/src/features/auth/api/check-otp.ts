import { type checkOtpQuery, paths } from '@tandem/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CheckOtpInput = z.input<typeof checkOtpQuery>;

/** Confirms a code before the form that needs it is submitted (spec section 5); answers OTP_OK or INCORRECT_OTP. */
export const checkOtp = (input: CheckOtpInput) =>
  api.get<unknown>(paths.global.checkOtp, { query: { ...input }, as: 'none' });
