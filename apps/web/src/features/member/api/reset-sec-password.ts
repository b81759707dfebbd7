import { paths, type resetSecPasswordInput } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export type ResetSecPasswordPayload = z.input<typeof resetSecPasswordInput>;

export const resetSecPassword = (input: ResetSecPasswordPayload) =>
  api.post<unknown>(paths.member.resetSecPassword, input);

export function useResetSecPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSecPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
