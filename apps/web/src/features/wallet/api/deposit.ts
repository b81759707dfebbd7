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
import { walletKeys } from './keys';

/** docs/api/deposits-withdrawals.md "GET /api/wallet/deposit-options". */
export const getDepositOptionsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositOptions(),
    queryFn: ({ signal }) => api.get<DepositOptions>(moneyDeskPaths.depositOptions, { signal }),
  });

export const useDepositOptions = () => useQuery(getDepositOptionsQueryOptions());

export const getDepositsQueryOptions = (page: number) =>
  pageQueryOptions<DepositRecord>(walletKeys.deposits(page), moneyDeskPaths.depositRecord, { page });

export const useDeposits = (page: number) => useQuery(getDepositsQueryOptions(page));

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
