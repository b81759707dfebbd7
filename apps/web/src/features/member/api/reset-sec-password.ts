import { paths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export interface ResetSecPasswordPayload {
  otp: string;
  password: string;
  password_confirmation: string;
}

export const resetSecPassword = (input: ResetSecPasswordPayload) =>
  api.post<unknown>(paths.member.resetSecPassword, input);

export function useResetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
