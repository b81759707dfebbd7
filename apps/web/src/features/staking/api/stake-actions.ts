import {
  type StakeInput,
  type changeStakingPackageInput,
  type redeemProfitInput,
  stakingPaths,
  type terminateStakingInput,
} from '@tandem/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshMemberMoney } from '@/lib/query-keys';
import { stakingKeys } from './keys';

/** After a stake action, stakes, balances and the homepage figures may all have moved. */
const refreshAfterStakeAction = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: stakingKeys.all }), refreshMemberMoney(queryClient)]);

/** A stake call's body (the contract's input) plus the attempt's idempotency key, sent as a header. */
type WithKey<Body> = Body & { idempotencyKey: string };

function useStakeMutation<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: WithKey<Body>) => api.post<unknown>(path, body, { idempotencyKey }),
    // A refused call can still mean something moved elsewhere (another tab), so refresh either way.
    onSettled: () => refreshAfterStakeAction(queryClient),
  });
}

export const useStake = () => useStakeMutation<StakeInput>(stakingPaths.staking);

export const useRedeemProfit = () => useStakeMutation<z.input<typeof redeemProfitInput>>(stakingPaths.redeemProfit);

export const useChangePackage = () =>
  useStakeMutation<z.input<typeof changeStakingPackageInput>>(stakingPaths.changeStakingPackage);

export const useTerminateStake = () =>
  useStakeMutation<z.input<typeof terminateStakingInput>>(stakingPaths.terminateStaking);
