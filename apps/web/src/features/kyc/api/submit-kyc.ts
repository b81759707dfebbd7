import { type KycOverview, type KycSubmitFields, kycPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kycKeys } from './keys';

/** The contract's text fields plus the images (`rear` only for an identity card). */
export type KycSubmission = KycSubmitFields & { front: File; rear: File | null };

/** api/member/UserKyc takes multipart: the text fields first, then the images. */
export const submitKyc = (input: KycSubmission) => {
  const form = new FormData();
  form.append('type', input.type);
  form.append('identity_number', input.identity_number);
  form.append('front', input.front);
  if (input.type === 'id_card' && input.rear) form.append('rear', input.rear);
  return api.post<KycOverview>(kycPaths.submit, form);
};

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (overview) => queryClient.setQueryData(kycKeys.overview(), overview),
  });
}
