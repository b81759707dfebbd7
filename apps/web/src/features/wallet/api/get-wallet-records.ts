import { type WalletName, type WalletRecord, recordPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { walletKeys } from './keys';

export const getWalletRecordsQueryOptions = (wallet: WalletName, type: string | null, page: number) =>
  pageQueryOptions<WalletRecord>(walletKeys.records(wallet, type, page), recordPaths.walletRecord, {
    wallet,
    found_type: type,
    page,
  });

export const useWalletRecords = (wallet: WalletName, type: string | null, page: number) =>
  useQuery(getWalletRecordsQueryOptions(wallet, type, page));
