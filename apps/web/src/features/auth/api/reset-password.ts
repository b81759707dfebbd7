import { paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResetPasswordPayload {
  email: string;
  otp: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (input: ResetPasswordPayload) =>
  api.post<unknown>(paths.auth.resetPassword, input, { as: 'none' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
