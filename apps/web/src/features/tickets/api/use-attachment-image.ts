import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '@/lib/api-client';
import { ticketKeys } from './keys';

/**
 * A private attachment as an object URL: the image is fetched with the session token (an <img src>
 * could not send it) and let go when no longer shown. Works for the member and the staff route.
 */
export function useAttachmentImage(url: string) {
  const query = useQuery({
    queryKey: ticketKeys.attachment(url),
    queryFn: ({ signal }) => apiBlob(url, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { ...query, objectUrl };
}
