import { paths, type setSecPasswordInput } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export type SetSecPasswordPayload = z.input<typeof setSecPasswordInput>;

export const setSecPassword = (input: SetSecPasswordPayload) => api.post<unknown>(paths.member.setSecPassword, input);

export function useSetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSecPassword,
    // password2 changes from null to set: the shell stops sending the member to this page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
