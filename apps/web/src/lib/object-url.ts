import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from './api-client';

/**
 * A fetched private file (a document image, a slip, an attachment) as an object URL for <img> and
 * links, released when the blob changes or the component goes away. An <img src> could not send the
 * session token, so these files are fetched as blobs first.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The query of a private file at `path` (none while it is null): fetched once as a blob with the
 * session token and kept, since a file at a path does not change. `retry: false` where a missing file
 * is an answer rather than a hiccup.
 */
export const privateFileQueryOptions = <K extends QueryKey>(
  queryKey: K,
  path: string | null,
  options: { retry?: false } = {},
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiBlob(path!, { signal }),
    enabled: path !== null,
    staleTime: Infinity,
    ...options,
  });

/** A private file's query (privateFileQueryOptions) with the file as an object URL (`url`). */
export function usePrivateFile<K extends QueryKey>(options: ReturnType<typeof privateFileQueryOptions<K>>) {
  const query = useQuery(options);
  return { ...query, url: useObjectUrl(query.data) };
}
