import { stakingAdminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stakingAdminKeys } from './keys';

/** Approves or rejects an early surrender; either way the staking data is fetched again. */
export function useDecideSurrender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stakeId, decision, reason }: { stakeId: string; decision: 'approve' | 'reject'; reason: string }) =>
      api.post<unknown>(
        decision === 'approve'
          ? stakingAdminPaths.surrenderApprove(stakeId)
          : stakingAdminPaths.surrenderReject(stakeId),
        reason === '' ? {} : { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stakingAdminKeys.all() }),
  });
}
