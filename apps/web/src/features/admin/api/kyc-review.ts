import {
  type AdminKycDetail,
  type AdminKycRow,
  type KycDecision,
  type KycImageSide,
  type KycRejectInput,
  adminKycPaths,
} from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';
import { pageQueryOptions } from '@/lib/paged-query';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';
import { kycReviewKeys } from './keys';

export type KycQueueStatus = 'pending' | 'approved' | 'rejected';
export type KycQueueParams = {
  status: KycQueueStatus;
  page: number;
};

export const getKycQueueQueryOptions = (params: KycQueueParams) =>
  pageQueryOptions<AdminKycRow>(kycReviewKeys.queue(params), adminKycPaths.list, params);

export const useKycQueue = (params: KycQueueParams) => useQuery(getKycQueueQueryOptions(params));

export const getKycSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: kycReviewKeys.detail(id),
    queryFn: () => api.get<AdminKycDetail>(adminKycPaths.detail(id)),
  });

export const useKycSubmission = (id: string) => useQuery(getKycSubmissionQueryOptions(id));

/** A document image for the viewer, as an object URL released when the viewer goes away. */
export function useKycReviewImage(id: string, side: KycImageSide) {
  return usePrivateFile(getKycReviewImageQueryOptions(id, side));
}

export const getKycReviewImageQueryOptions = (id: string, side: KycImageSide) =>
  privateFileQueryOptions(kycReviewKeys.image(id, side), adminKycPaths.image(id, side));

export type KycDecisionInput = { action: 'approve' } | ({ action: 'reject' } & KycRejectInput);

export function useDecideKyc(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycDecisionInput) =>
      input.action === 'approve'
        ? api.post<KycDecision>(adminKycPaths.approve(id))
        : api.post<KycDecision>(adminKycPaths.reject(id), { reason: input.reason, note: input.note }),
    // Also after a failure: STATE_CHANGED means someone else decided, and the page should show it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycReviewKeys.all() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.members() }),
      ]),
  });
}
