import { paths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangeSecPasswordPayload {
  current_sec_password: string;
  password: string;
  password_confirmation: string;
}

export const changeSecPassword = (input: ChangeSecPasswordPayload) =>
  api.post<unknown>(paths.member.changeSecPassword, input);

export const useChangeSecPassword = () => useMutation({ mutationFn: changeSecPassword });
