import { paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

export type UserOtpType = 'reset_secpassword';

/** Mails a code to the signed-in member's own address. */
export const requestUserOtp = (otpType: UserOtpType) =>
  api.post<{ resend_after_seconds?: number } | null>(paths.member.requestUserOtp, { otp_type: otpType });
