import { type StakingInfo, stakingPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stakingKeys } from './keys';

export const useStakingInfo = () =>
  useQuery({
    queryKey: stakingKeys.info(),
    queryFn: ({ signal }) => api.get<StakingInfo>(stakingPaths.stakingInfo, { signal }),
  });
