import { type Page, type TransferRecord, walletPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const getTransferRecordsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.transfers(page),
    queryFn: ({ signal }) => api.get<Page<TransferRecord>>(walletPaths.transferRecord, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useTransferRecords = (page: number) => useQuery(getTransferRecordsQueryOptions(page));
