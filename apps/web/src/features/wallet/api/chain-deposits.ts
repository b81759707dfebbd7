import { type ChainDepositRecord, chainDepositPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { walletKeys } from './keys';

/** docs/decisions/008-chain-deposits.md: the member's transfers read from the chain, seen → credited. */
export const getChainDepositsQueryOptions = (page: number) =>
  queryOptions({
    ...pageQueryOptions<ChainDepositRecord>(walletKeys.chainDeposits(page), chainDepositPaths.record, { page }),
    // A seen transfer becomes final within seconds on BSC: look again while one waits.
    refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 'seen') ? 5_000 : false),
  });

export const useChainDeposits = (page: number) => useQuery(getChainDepositsQueryOptions(page));
