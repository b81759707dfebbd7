import {
  type AdminDepositRow,
  type AdminWithdrawalRow,
  type DepositRecord,
  type DepositStatus,
  type QueueSearch,
  type WithdrawalRecord,
  type WithdrawalStatus,
  financePaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { financeKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';

/** A queue's status and page, and for the money desk's queues what staff searched for (decision 021). */
export type FinanceQueueParams<S extends string> = {
  status: S;
  page: number;
} & QueueSearch;

export const getDepositQueueQueryOptions = (params: FinanceQueueParams<DepositStatus>) =>
  pageQueryOptions<AdminDepositRow>(financeKeys.deposits(params), financePaths.deposits, params);

export const useDepositQueue = (params: FinanceQueueParams<DepositStatus>) =>
  useQuery(getDepositQueueQueryOptions(params));

export const getWithdrawalQueueQueryOptions = (params: FinanceQueueParams<WithdrawalStatus>) =>
  pageQueryOptions<AdminWithdrawalRow>(financeKeys.withdrawals(params), financePaths.withdrawals, params);

export const useWithdrawalQueue = (params: FinanceQueueParams<WithdrawalStatus>) =>
  useQuery(getWithdrawalQueueQueryOptions(params));

export const getDepositScreenshotQueryOptions = (id: string | null) =>
  privateFileQueryOptions(financeKeys.screenshot(id ?? ''), id === null ? null : financePaths.depositScreenshot(id));

/** A deposit's transfer screenshot as an object URL, released when the viewer goes away. */
export function useDepositScreenshot(id: string | null) {
  return usePrivateFile(getDepositScreenshotQueryOptions(id));
}

export type FinanceDecision =
  | { kind: 'deposit'; action: 'approve'; id: string }
  | { kind: 'deposit'; action: 'reject'; id: string; reason: string }
  | { kind: 'withdrawal'; action: 'approve'; id: string }
  | { kind: 'withdrawal'; action: 'reject'; id: string; reason: string }
  | { kind: 'withdrawal'; action: 'paid'; id: string; reference: string };

function decide(input: FinanceDecision): Promise<DepositRecord | WithdrawalRecord> {
  if (input.kind === 'deposit') {
    return input.action === 'approve'
      ? api.post<DepositRecord>(financePaths.depositApprove(input.id), {})
      : api.post<DepositRecord>(financePaths.depositReject(input.id), { reason: input.reason });
  }
  if (input.action === 'approve') return api.post<WithdrawalRecord>(financePaths.withdrawalApprove(input.id), {});
  if (input.action === 'reject') {
    return api.post<WithdrawalRecord>(financePaths.withdrawalReject(input.id), { reason: input.reason });
  }
  return api.post<WithdrawalRecord>(financePaths.withdrawalPaid(input.id), { reference: input.reference });
}

export function useFinanceDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    // Also after a failure: STATE_CHANGED means someone else decided, and the queue should show it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all() }),
  });
}
