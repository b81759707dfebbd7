import { type WalletInfo, walletPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const getWalletQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.info(),
    queryFn: ({ signal }) => api.get<WalletInfo>(walletPaths.getWallet, { signal }),
  });

export const useWallet = () => useQuery(getWalletQueryOptions());
