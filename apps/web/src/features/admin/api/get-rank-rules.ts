import { type RankRule, teamAdminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stakingAdminKeys } from './keys';

export const getRankRulesQueryOptions = () =>
  queryOptions({
    queryKey: stakingAdminKeys.ranks(),
    queryFn: () => api.get<RankRule[]>(teamAdminPaths.ranks),
  });

export const useRankRules = () => useQuery(getRankRulesQueryOptions());
