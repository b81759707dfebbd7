import { type Page, type WithdrawInput, type WithdrawalRecord, moneyDeskPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';
import { refreshMemberMoney } from '@/lib/query-keys';

export type WithdrawPayload = WithdrawInput & { destination: 'crypto' | 'bank'; idempotencyKey: string };

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ destination, idempotencyKey, ...body }: WithdrawPayload) =>
      api.post<WithdrawalRecord>(
        destination === 'crypto' ? moneyDeskPaths.withdraw : moneyDeskPaths.withdrawCash,
        body,
        {
          idempotencyKey,
        },
      ),
    onSettled: () => refreshMemberMoney(queryClient),
  });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      api.post<WithdrawalRecord>(moneyDeskPaths.withdrawCancel, { id }, { idempotencyKey }),
    onSettled: () => refreshMemberMoney(queryClient),
  });
}

export const getWithdrawalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.withdrawals(page),
    queryFn: ({ signal }) =>
      api.get<Page<WithdrawalRecord>>(moneyDeskPaths.withdrawRecord, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (page: number) => useQuery(getWithdrawalsQueryOptions(page));
