import { type AdjustmentRecord, adjustmentPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

export type AdjustmentDecision = { action: 'approve'; id: string } | { action: 'reject'; id: string; reason: string };

/** The checker's approval or rejection of a colleague's adjustment. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdjustmentDecision) =>
      input.action === 'approve'
        ? api.post<AdjustmentRecord>(adjustmentPaths.approve(input.id), {})
        : api.post<AdjustmentRecord>(adjustmentPaths.reject(input.id), { reason: input.reason }),
    // Also after a failure: STATE_CHANGED means a colleague decided first, and the list should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}
