import {
  type AdminKycDetail,
  type AdminKycRow,
  type AdminPage,
  type KycDecision,
  type KycImageSide,
  type KycRejectInput,
  adminKycPaths,
} from '@tandem/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api, apiBlob } from '@/lib/api-client';
import { adminKeys } from './keys';

export type KycQueueStatus = 'pending' | 'approved' | 'rejected';
export interface KycQueueParams {
  status: KycQueueStatus;
  page: number;
}

/** Under `admin`, so signing out drops the KYC data with everything else. */
export const kycReviewKeys = {
  all: () => [...adminKeys.all, 'kyc'] as const,
  queue: (params: KycQueueParams) => [...kycReviewKeys.all(), 'queue', params] as const,
  detail: (id: string) => [...kycReviewKeys.all(), 'detail', id] as const,
  image: (id: string, side: KycImageSide) => [...kycReviewKeys.all(), 'image', id, side] as const,
};

export const getKycQueueQueryOptions = (params: KycQueueParams) =>
  queryOptions({
    queryKey: kycReviewKeys.queue(params),
    queryFn: () => api.get<AdminPage<AdminKycRow>>(adminKycPaths.list, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });

export const useKycQueue = (params: KycQueueParams) => useQuery(getKycQueueQueryOptions(params));

export const useKycSubmission = (id: string) =>
  useQuery({ queryKey: kycReviewKeys.detail(id), queryFn: () => api.get<AdminKycDetail>(adminKycPaths.detail(id)) });

/** A document image for the viewer, as an object URL released when the viewer goes away. */
export function useKycReviewImage(id: string, side: KycImageSide) {
  const query = useQuery({
    queryKey: kycReviewKeys.image(id, side),
    queryFn: ({ signal }) => apiBlob(adminKycPaths.image(id, side), { signal }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}

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
