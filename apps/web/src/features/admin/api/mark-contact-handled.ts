import { adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const markContactHandled = (id: string) =>
  api.post<{ id: string; handled_at: string }>(adminPaths.contactMessageHandled(id));

export function useMarkContactHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactHandled,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
