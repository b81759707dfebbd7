import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api-client';
import { ticketKeys } from './keys';
import { useObjectUrl } from '@/lib/object-url';

/**
 * A private attachment as an object URL: the image is fetched with the session token (an <img src>
 * could not send it) and let go when no longer shown. Works for the member and the staff route.
 */
export function useAttachmentImage(url: string) {
  const query = useQuery(getAttachmentImageQueryOptions(url));
  return { ...query, objectUrl: useObjectUrl(query.data) };
}

export const getAttachmentImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ticketKeys.attachment(url),
    queryFn: ({ signal }) => apiBlob(url, { signal }),
    staleTime: Infinity,
    retry: false,
  });
