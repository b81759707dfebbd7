import { type ContractInfo, type ContractStake, stakingPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { stakingKeys } from '../api/keys';

export const contractInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...stakingKeys.all, 'contract-info'] as const,
    queryFn: ({ signal }) => api.get<ContractInfo>(stakingPaths.contractInfo, { signal }),
    staleTime: Infinity,
  });

export const useContractInfo = () => useQuery(contractInfoQueryOptions());

const FINALITY_POLL_MS = 3_000;
const FINALITY_WAIT_MS = 5 * 60_000;

/**
 * Reports a stake transaction to the server. The server records it only once its block is final
 * (BSC: seconds), so CHAIN_TX_NOT_FINAL is asked again every few seconds for up to five minutes.
 * CHAIN_STAKE_RECORDED means it is recorded already: that is success here.
 */
export async function reportContractStake(txHash: string): Promise<ContractStake[]> {
  const deadline = Date.now() + FINALITY_WAIT_MS;
  for (;;) {
    try {
      return (await api.post<{ contract_stakes: ContractStake[] }>(stakingPaths.contractStaking, { tx_hash: txHash }))
        .contract_stakes;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CHAIN_STAKE_RECORDED') return [];
      if (!(error instanceof ApiError && error.code === 'CHAIN_TX_NOT_FINAL') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, FINALITY_POLL_MS));
    }
  }
}
