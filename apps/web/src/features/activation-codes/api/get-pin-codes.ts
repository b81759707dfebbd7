import { type PinCode, type PinStatus, pinPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { pinKeys } from './keys';

/** The codes the member holds; `status` null lists them all. */
export const getPinCodesQueryOptions = (status: PinStatus | null, page: number) =>
  pageQueryOptions<PinCode>(pinKeys.codes(status, page), pinPaths.record, { page, status });

export const usePinCodes = (status: PinStatus | null, page: number) => useQuery(getPinCodesQueryOptions(status, page));
