import {
  type CryptoDepositInput,
  type DepositOptions,
  type DepositRecord,
  type FiatDepositFields,
  moneyDeskPaths,
} from '@tandem/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { pageQueryOptions } from '@/lib/paged-query';
import { type DayRange, isBackwards } from '../record-days';
import { walletKeys } from './keys';
import { fetchRecordsCsv } from './records-csv';

/** docs/api/deposits-withdrawals.md "GET /api/wallet/deposit-options". */
export const getDepositOptionsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositOptions(),
    queryFn: ({ signal }) => api.get<DepositOptions>(moneyDeskPaths.depositOptions, { signal }),
  });

export const useDepositOptions = () => useQuery(getDepositOptionsQueryOptions());

export const getDepositsQueryOptions = (range: DayRange, page: number) =>
  pageQueryOptions<DepositRecord>(walletKeys.deposits(range, page), moneyDeskPaths.depositRecord, { ...range, page });

/** The deposits of the days chosen; none are asked for while the range is backwards. */
export const useDeposits = (page: number, { range }: { range: DayRange }) =>
  useQuery({ ...getDepositsQueryOptions(range, page), enabled: !isBackwards(range) });

/** Every deposit of the days chosen as CSV, made by the server. */
export const fetchDepositsCsv = (range: DayRange) => fetchRecordsCsv(moneyDeskPaths.depositRecordCsv, { ...range });

/** A deposit request moves no balance until staff approve it: only the deposit list is stale. */
const refreshDeposits = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: walletKeys.deposits() });

export const useCryptoDeposit = () =>
  useKeyedMutation<CryptoDepositInput, DepositRecord>(moneyDeskPaths.deposit, refreshDeposits);

export function useFiatDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FiatDepositFields & { amount: string; screenshot: File }) => {
      const form = new FormData();
      form.append('amount', input.amount);
      form.append('payer_name', input.payer_name);
      form.append('reference_number', input.reference_number);
      form.append('screenshot', input.screenshot, input.screenshot.name);
      return api.post<DepositRecord>(moneyDeskPaths.depositFiat, form);
    },
    // The options say whether a deposit is pending: the fiat form locks at once (D11).
    onSettled: () =>
      Promise.all([
        refreshDeposits(queryClient),
        queryClient.invalidateQueries({ queryKey: walletKeys.depositOptions() }),
      ]),
  });
}
