import { paths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export interface SetSecPasswordPayload {
  password: string;
  password_confirmation: string;
}

export const setSecPassword = (input: SetSecPasswordPayload) => api.post<unknown>(paths.member.setSecPassword, input);

export function useSetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecPassword,
    // password2 changes from null to set: the shell stops sending the member to this page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
