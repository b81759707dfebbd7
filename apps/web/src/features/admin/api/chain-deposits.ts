import {
  type AdminChainDepositRow,
  type ChainDepositRecord,
  type ChainDepositStatus,
  chainDepositFinancePaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FinanceQueueParams } from './finance';
import { financeKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';

/** Under the finance keys, so a decision anywhere on the desk refreshes this queue too. */
export const chainDepositKeys = {
  queue: (params: FinanceQueueParams<ChainDepositStatus>) => [...financeKeys.all(), 'chain-deposits', params] as const,
};

export const getChainDepositQueueQueryOptions = (params: FinanceQueueParams<ChainDepositStatus>) =>
  pageQueryOptions<AdminChainDepositRow>(chainDepositKeys.queue(params), chainDepositFinancePaths.queue, params);

export const useChainDepositQueue = (params: FinanceQueueParams<ChainDepositStatus>) =>
  useQuery(getChainDepositQueueQueryOptions(params));

export type ChainDepositDecision =
  { action: 'assign'; id: string; username: string } | { action: 'dismiss'; id: string; reason: string };

function decide(input: ChainDepositDecision): Promise<ChainDepositRecord> {
  return input.action === 'assign'
    ? api.post<ChainDepositRecord>(chainDepositFinancePaths.assign(input.id), { username: input.username })
    : api.post<ChainDepositRecord>(chainDepositFinancePaths.dismiss(input.id), { reason: input.reason });
}

/** Assign an unmatched transfer to a member, or dismiss it. */
export function useChainDepositDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Also after a failure: STATE_CHANGED means someone else decided, and the queue should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}
