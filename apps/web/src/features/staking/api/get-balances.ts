import { type WalletInfo, walletPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stakingKeys } from './keys';

/** The wallets a stake can be paid from; the same cache entry as the wallet page's. */
export const useBalances = () =>
  useQuery({
    queryKey: [...stakingKeys.wallet, 'info'],
    queryFn: ({ signal }) => api.get<WalletInfo>(walletPaths.getWallet, { signal }),
  });
