import { type SendOtpResult, paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

/** Mails the member a `security` code: binding or changing a payout needs it (decision 019). */
export const requestSecurityCode = async () => {
  const result = await api.post<SendOtpResult>(paths.member.requestUserOtp, { otp_type: 'security' });
  return result?.resend_after_seconds ?? 0;
};
