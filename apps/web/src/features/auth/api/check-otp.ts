import { paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

export interface CheckOtpInput {
  email: string;
  otp: string;
  purpose?: 'signup' | 'reset_password';
}

/** Confirms a code before the form that needs it is submitted (spec section 5); answers OTP_OK or INCORRECT_OTP. */
export const checkOtp = (input: CheckOtpInput) =>
  api.get<unknown>(paths.global.checkOtp, { query: { ...input }, as: 'none' });
