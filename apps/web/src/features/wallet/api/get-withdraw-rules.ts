import { type WithdrawRules, moneyDeskPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const getWithdrawRulesQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawRules(),
    queryFn: ({ signal }) => api.get<WithdrawRules>(moneyDeskPaths.withdrawRules, { signal }),
  });

export const useWithdrawRules = () => useQuery(getWithdrawRulesQueryOptions());
