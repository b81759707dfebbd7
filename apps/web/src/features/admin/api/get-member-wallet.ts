import { type MemberWalletView, financePaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

export const getMemberWalletQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: financeKeys.memberWallet(id, page),
    queryFn: () => api.get<MemberWalletView>(financePaths.memberWallet(id), { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useMemberWallet = (id: string, page: number) => useQuery(getMemberWalletQueryOptions(id, page));
