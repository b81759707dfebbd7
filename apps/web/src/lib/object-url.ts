import { useEffect, useMemo } from 'react';

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
