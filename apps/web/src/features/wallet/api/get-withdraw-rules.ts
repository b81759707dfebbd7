import { type WithdrawRules, moneyDeskPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const useWithdrawRules = () =>
  useQuery({
    queryKey: walletKeys.withdrawRules(),
    queryFn: ({ signal }) => api.get<WithdrawRules>(moneyDeskPaths.withdrawRules, { signal }),
  });
