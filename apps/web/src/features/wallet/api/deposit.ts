import {
  type DepositNetwork,
  type DepositRecord,
  type FiatDepositFields,
  type Page,
  moneyDeskPaths,
} from '@tandem/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** docs/api/deposits-withdrawals.md "GET /api/wallet/deposit-options". */
export interface DepositOptions {
  networks: Array<{ network: DepositNetwork; address: string }>;
  fiat: { open: string; close: string; time_zone: string; is_open_now: boolean };
}

export const getDepositOptionsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.depositOptions(),
    queryFn: ({ signal }) => api.get<DepositOptions>(moneyDeskPaths.depositOptions, { signal }),
  });

export const useDepositOptions = () => useQuery(getDepositOptionsQueryOptions());

export const getDepositsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: walletKeys.deposits(page),
    queryFn: ({ signal }) => api.get<Page<DepositRecord>>(moneyDeskPaths.depositRecord, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (page: number) => useQuery(getDepositsQueryOptions(page));

export function useCryptoDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...body
    }: {
      network: DepositNetwork;
      amount: string;
      tx_hash: string;
      idempotencyKey: string;
    }) => api.post<DepositRecord>(moneyDeskPaths.deposit, body, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.deposits() }),
  });
}

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.deposits() }),
  });
}
