import { type KycImageSide, kycPaths } from '@tandem/contracts';
import { kycKeys } from './keys';
import { privateFileQueryOptions, usePrivateFile } from '@/lib/object-url';

export const getKycImageQueryOptions = (id: string, side: KycImageSide) =>
  privateFileQueryOptions(kycKeys.image(id, side), kycPaths.image(id, side));

/** One of the member's own document images, as an object URL that is let go when no longer shown. */
export function useKycImage(id: string, side: KycImageSide) {
  return usePrivateFile(getKycImageQueryOptions(id, side));
}
