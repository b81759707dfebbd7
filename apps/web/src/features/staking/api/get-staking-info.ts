import { type StakingInfo, stakingPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stakingKeys } from './keys';

export const getStakingInfoQueryOptions = () =>
  queryOptions({
    queryKey: stakingKeys.info(),
    queryFn: ({ signal }) => api.get<StakingInfo>(stakingPaths.stakingInfo, { signal }),
  });

export const useStakingInfo = () => useQuery(getStakingInfoQueryOptions());
