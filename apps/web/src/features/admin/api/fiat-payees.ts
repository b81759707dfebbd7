import { type FiatPayee, type FiatPayeeInput, payoutDeskPaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

const payeesKey = () => [...financeKeys.all(), 'fiat-payees'] as const;

/** The bank account members pay fiat deposits into, one per currency (decisions 019, 027). */
export const getFiatPayeesQueryOptions = () =>
  queryOptions({
    queryKey: payeesKey(),
    queryFn: ({ signal }) => api.get<FiatPayee[]>(payoutDeskPaths.fiatPayees, { signal }),
  });

export const useFiatPayees = () => useQuery(getFiatPayeesQueryOptions());

/** Sets (or replaces) one currency's payee; the server answers the whole list, which the screen shows. */
export function useSetFiatPayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payee: FiatPayeeInput) => api.post<FiatPayee[]>(payoutDeskPaths.fiatPayees, payee),
    onSuccess: (payees) => queryClient.setQueryData(payeesKey(), payees),
  });
}
