import { type SendOtpResult, type otpTypes, paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

export type UserOtpType = (typeof otpTypes)[number];

/** Mails a code to the signed-in member's own address. */
export const requestUserOtp = (otpType: UserOtpType) =>
  api.post<SendOtpResult>(paths.member.requestUserOtp, { otp_type: otpType });
