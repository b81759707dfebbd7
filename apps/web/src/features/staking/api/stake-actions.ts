import { type StakeSourceWallet, type TerminateAction, stakingPaths } from '@tandem/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMemberMoney } from '@/lib/query-keys';
import { stakingKeys } from './keys';

/** After a stake action, stakes, balances and the homepage figures may all have moved. */
const refreshAfterStakeAction = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: stakingKeys.all }), refreshMemberMoney(queryClient)]);

interface WithKey {
  sec_password: string;
  idempotencyKey: string;
}

function useStakeMutation<T extends WithKey>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: T) => api.post<unknown>(path, body, { idempotencyKey }),
    // A refused call can still mean something moved elsewhere (another tab), so refresh either way.
    onSettled: () => refreshAfterStakeAction(queryClient),
  });
}

export const useStake = () =>
  useStakeMutation<WithKey & { package_id: string; amount: string; wallet: StakeSourceWallet }>(stakingPaths.staking);

export const useRedeemProfit = () => useStakeMutation<WithKey>(stakingPaths.redeemProfit);

export const useChangePackage = () =>
  useStakeMutation<WithKey & { stake_id: string; package_id: string }>(stakingPaths.changeStakingPackage);

export const useTerminateStake = () =>
  useStakeMutation<WithKey & { stake_id: string; action: TerminateAction }>(stakingPaths.terminateStaking);
