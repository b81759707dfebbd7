import { paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangePasswordPayload {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const changePassword = (input: ChangePasswordPayload) => api.post<unknown>(paths.member.changePassword, input);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
