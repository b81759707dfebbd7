import { type Page, type WalletName, type WalletRecord, recordPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const getWalletRecordsQueryOptions = (wallet: WalletName, type: string | null, page: number) =>
  queryOptions({
    queryKey: walletKeys.records(wallet, type, page),
    queryFn: ({ signal }) =>
      api.get<Page<WalletRecord>>(recordPaths.walletRecord, {
        query: { wallet, found_type: type, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useWalletRecords = (wallet: WalletName, type: string | null, page: number) =>
  useQuery(getWalletRecordsQueryOptions(wallet, type, page));
