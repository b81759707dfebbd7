import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A member call that leaves cached member data out of date (the secondary password goes from unset to
 * set, the username changes): once it succeeds, the queries under `staleKey` load again.
 */
export function useRefreshingMutation<TInput>(mutationFn: (input: TInput) => Promise<unknown>, staleKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staleKey }) });
}
