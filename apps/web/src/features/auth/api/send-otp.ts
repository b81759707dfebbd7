import { type SendOtpInput, type SendOtpResult, paths } from '@tandem/contracts';
import { api } from '@/lib/api-client';

export const sendOtp = (input: SendOtpInput) => api.post<SendOtpResult>(paths.global.sentOtp, input, { as: 'none' });
