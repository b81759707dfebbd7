import { type SendOtpInput, type SendOtpResult, paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendOtp = (input: SendOtpInput) => api.post<SendOtpResult>(paths.global.sentOtp, input, { as: 'none' });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
