import { type KycImageSide, kycPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { kycKeys } from './keys';
import { useObjectUrl } from '@/lib/object-url';

export const getKycImageQueryOptions = (id: string, side: KycImageSide) =>
  queryOptions({
    queryKey: kycKeys.image(id, side),
    queryFn: ({ signal }) => apiBlob(kycPaths.image(id, side), { signal }),
    staleTime: Infinity,
  });

/** One of the member's own document images, as an object URL that is let go when no longer shown. */
export function useKycImage(id: string, side: KycImageSide) {
  const query = useQuery(getKycImageQueryOptions(id, side));
  return { ...query, url: useObjectUrl(query.data) };
}
