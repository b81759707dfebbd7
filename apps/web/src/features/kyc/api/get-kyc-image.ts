import { type KycImageSide, kycPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '@/lib/api-client';
import { kycKeys } from './keys';

/** One of the member's own document images, as an object URL that is let go when no longer shown. */
export function useKycImage(id: string, side: KycImageSide) {
  const query = useQuery({
    queryKey: kycKeys.image(id, side),
    queryFn: ({ signal }) => apiBlob(kycPaths.image(id, side), { signal }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
