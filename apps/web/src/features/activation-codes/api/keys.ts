import type { PinStatus } from '@tandem/contracts';
import { memberKeys } from '@/lib/query-keys';

/** Query keys of the member's activation codes: under `member`, so an ended session drops them with the rest. */
export const pinKeys = {
  all: [...memberKeys.all, 'pins'] as const,
  info: () => [...pinKeys.all, 'info'] as const,
  codes: (status: PinStatus | null, page: number) => [...pinKeys.all, 'codes', status, page] as const,
  transfers: (page: number) => [...pinKeys.all, 'transfers', page] as const,
};
