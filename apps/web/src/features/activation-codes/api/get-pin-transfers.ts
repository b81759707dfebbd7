import { type PinTransferRecord, pinPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { pinKeys } from './keys';

export const getPinTransfersQueryOptions = (page: number) =>
  pageQueryOptions<PinTransferRecord>(pinKeys.transfers(page), pinPaths.transferRecord, { page });

export const usePinTransfers = (page: number) => useQuery(getPinTransfersQueryOptions(page));
