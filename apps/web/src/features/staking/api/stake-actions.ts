import {
  type StakeInput,
  type changeStakingPackageInput,
  type redeemProfitInput,
  stakingPaths,
  type terminateStakingInput,
} from '@tandem/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { refreshMemberMoney } from '@/lib/query-keys';
import { stakingKeys } from './keys';

/**
 * After a stake action (refused ones too: something may have moved in another tab), stakes, balances
 * and the homepage figures may all have moved.
 */
const refreshAfterStakeAction = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: stakingKeys.all }), refreshMemberMoney(queryClient)]);

const useStakeMutation = <Body>(path: string) => useKeyedMutation<Body>(path, refreshAfterStakeAction);

export const useStake = () => useStakeMutation<StakeInput>(stakingPaths.staking);

export const useRedeemProfit = () => useStakeMutation<z.input<typeof redeemProfitInput>>(stakingPaths.redeemProfit);

export const useChangePackage = () =>
  useStakeMutation<z.input<typeof changeStakingPackageInput>>(stakingPaths.changeStakingPackage);

export const useTerminateStake = () =>
  useStakeMutation<z.input<typeof terminateStakingInput>>(stakingPaths.terminateStaking);
