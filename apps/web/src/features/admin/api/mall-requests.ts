import {
  type AdminOrderRequest,
  type OrderRequestStatus,
  type RequestAnswerInput,
  mallAdminPaths,
} from '@tandem/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/paged-query';
import type { FinanceQueueParams } from './finance';
import { mallAdminKeys } from './keys';

/** The queue's status (it opens on the pending ones) and page, like the other back-office queues. */
export type MallRequestListParams = FinanceQueueParams<OrderRequestStatus>;

export const getMallRequestsQueryOptions = (params: MallRequestListParams) =>
  pageQueryOptions<AdminOrderRequest>(mallAdminKeys.requests(params), mallAdminPaths.requests, params);

export const useMallRequests = (params: MallRequestListParams) => useQuery(getMallRequestsQueryOptions(params));

/** Approves or rejects one request with the answer the member reads; the order's page shows it too. */
export function useAnswerMallRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RequestAnswerInput }) =>
      api.post<AdminOrderRequest>(mallAdminPaths.requestAnswer(id), input),
    onSuccess: (answered) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mallAdminKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: mallAdminKeys.order(answered.order_id) }),
      ]),
  });
}
