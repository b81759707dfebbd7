import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from './keys';

/** After money moved: balances, records and reports are stale, and so is the member info's wallet summary. */
export const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: walletKeys.memberInfo() }),
  ]);
