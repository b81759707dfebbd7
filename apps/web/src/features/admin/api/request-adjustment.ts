import { type AdjustmentRecord, type AdjustmentRequestInput, adjustmentPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

/** The maker's request for a credit or debit; the queue is fetched again whatever the outcome. */
export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentRequestInput) => api.post<AdjustmentRecord>(adjustmentPaths.list, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}
