import { ticketKeys } from './keys';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';

/**
 * A private attachment as an object URL: the image is fetched with the session token (an <img src>
 * could not send it) and let go when no longer shown. Works for the member and the staff route.
 */
export function useAttachmentImage(url: string) {
  const { url: objectUrl, ...query } = usePrivateFile(getAttachmentImageQueryOptions(url));
  return { ...query, objectUrl };
}

export const getAttachmentImageQueryOptions = (url: string) =>
  privateFileQueryOptions(ticketKeys.attachment(url), url, { retry: false });
