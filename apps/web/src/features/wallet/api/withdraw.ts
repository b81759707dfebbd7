import { type WithdrawInput, type WithdrawalRecord, moneyDeskPaths } from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type WithIdempotencyKey, useKeyedMutation } from '@/lib/keyed-mutation';
import { pageQueryOptions } from '@/lib/paged-query';
import { refreshMemberMoney } from '@/lib/query-keys';
import { walletKeys } from './keys';

export type WithdrawPayload = WithIdempotencyKey<WithdrawInput & { destination: 'crypto' | 'bank' }>;

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

export const useCancelWithdrawal = () =>
  useKeyedMutation<{ id: string }, WithdrawalRecord>(moneyDeskPaths.withdrawCancel, refreshMemberMoney);

export const getWithdrawalsQueryOptions = (page: number) =>
  pageQueryOptions<WithdrawalRecord>(walletKeys.withdrawals(page), moneyDeskPaths.withdrawRecord, { page });

export const useWithdrawals = (page: number) => useQuery(getWithdrawalsQueryOptions(page));
