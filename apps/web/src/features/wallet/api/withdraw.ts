import { type WithdrawInput, type WithdrawalRecord, moneyDeskPaths } from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type WithIdempotencyKey, useKeyedMutation } from '@/lib/keyed-mutation';
import { pageQueryOptions } from '@/lib/paged-query';
import { refreshMemberMoney } from '@/lib/query-keys';
import { type DayRange, isBackwards } from '../record-days';
import { walletKeys } from './keys';
import { fetchRecordsCsv } from './records-csv';

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

export const getWithdrawalsQueryOptions = (range: DayRange, page: number) =>
  pageQueryOptions<WithdrawalRecord>(walletKeys.withdrawals(range, page), moneyDeskPaths.withdrawRecord, {
    ...range,
    page,
  });

/** The withdrawals of the days chosen; none are asked for while the range is backwards. */
export const useWithdrawals = (page: number, { range }: { range: DayRange }) =>
  useQuery({ ...getWithdrawalsQueryOptions(range, page), enabled: !isBackwards(range) });

/** Every withdrawal of the days chosen as CSV, made by the server. */
export const fetchWithdrawalsCsv = (range: DayRange) => fetchRecordsCsv(moneyDeskPaths.withdrawRecordCsv, { ...range });
