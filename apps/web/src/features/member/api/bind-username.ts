import { paths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export const bindUsername = (username: string) => api.post<unknown>(paths.member.bindUsername, { username });

export function useBindUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
