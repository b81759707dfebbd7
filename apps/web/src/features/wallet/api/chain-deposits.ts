import { type ChainDepositRecord, type Page, chainDepositPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** docs/decisions/008-chain-deposits.md: the member's transfers read from the chain, seen → credited. */
export const getChainDepositsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.chainDeposits(page),
    queryFn: ({ signal }) => api.get<Page<ChainDepositRecord>>(chainDepositPaths.record, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    // A seen transfer becomes final within seconds on BSC: look again while one waits.
    refetchInterval: (query) => (query.state.data?.list.some((r) => r.status === 'seen') ? 5_000 : false),
  });

export const useChainDeposits = (page: number) => useQuery(getChainDepositsQueryOptions(page));
