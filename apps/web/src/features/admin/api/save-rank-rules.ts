import { type RankRule, type RankRulesInput, teamAdminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stakingAdminKeys } from './keys';

/** Replaces the rank rules; the server answers the saved rules, which go straight into the cache. */
export function useSaveRankRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RankRulesInput) => apiRequest<RankRule[]>('PUT', teamAdminPaths.ranks, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(stakingAdminKeys.ranks(), saved),
  });
}
