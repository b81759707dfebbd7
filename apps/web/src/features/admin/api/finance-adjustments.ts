import {
  type AdjustmentRecord,
  type AdjustmentRequestInput,
  type AdjustmentStatus,
  type LiabilityReport,
  type MemberWalletView,
  adjustmentPaths,
  financePaths,
} from '@tandem/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';
import { pageQueryOptions } from './list-query-options';

const keys = {
  adjustments: (params: { status: AdjustmentStatus; page: number }) =>
    [...financeKeys.all(), 'adjustments', params] as const,
  memberWallet: (id: string, page: number) => [...financeKeys.all(), 'member-wallet', id, page] as const,
  liabilities: () => [...financeKeys.all(), 'liabilities'] as const,
};

export const getAdjustmentQueueQueryOptions = (params: { status: AdjustmentStatus; page: number }) =>
  pageQueryOptions<AdjustmentRecord>(keys.adjustments(params), adjustmentPaths.list, params);

export const useAdjustmentQueue = (params: { status: AdjustmentStatus; page: number }) =>
  useQuery(getAdjustmentQueueQueryOptions(params));

export type AdjustmentDecision = { action: 'approve'; id: string } | { action: 'reject'; id: string; reason: string };

export function useAdjustmentActions() {
  const queryClient = useQueryClient();
  // Also after a failure: STATE_CHANGED means a colleague decided first, and the list should show it.
  const refresh = () => queryClient.invalidateQueries({ queryKey: financeKeys.all() });
  const request = useMutation({
    mutationFn: (input: AdjustmentRequestInput) => api.post<AdjustmentRecord>(adjustmentPaths.list, input),
    onSettled: refresh,
  });
  const decide = useMutation({
    mutationFn: (input: AdjustmentDecision) =>
      input.action === 'approve'
        ? api.post<AdjustmentRecord>(adjustmentPaths.approve(input.id), {})
        : api.post<AdjustmentRecord>(adjustmentPaths.reject(input.id), { reason: input.reason }),
    onSettled: refresh,
  });
  return { request, decide };
}

export const getMemberWalletQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: keys.memberWallet(id, page),
    queryFn: () => api.get<MemberWalletView>(financePaths.memberWallet(id), { query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useMemberWallet = (id: string, page: number) => useQuery(getMemberWalletQueryOptions(id, page));

export const getLiabilityReportQueryOptions = () =>
  queryOptions({ queryKey: keys.liabilities(), queryFn: () => api.get<LiabilityReport>(financePaths.liabilities) });

export const useLiabilityReport = () => useQuery(getLiabilityReportQueryOptions());
