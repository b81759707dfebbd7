import { type TransferRecord, walletPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { walletKeys } from './keys';

export const getTransferRecordsQueryOptions = (page: number) =>
  pageQueryOptions<TransferRecord>(walletKeys.transfers(page), walletPaths.transferRecord, { page });

export const useTransferRecords = (page: number) => useQuery(getTransferRecordsQueryOptions(page));
