import { type SurrenderQueueItem, stakingAdminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { stakingAdminKeys } from './keys';

/** One page of the surrenders waiting for staff, oldest first. */
export const getSurrenderQueueQueryOptions = (page: number) =>
  pageQueryOptions<SurrenderQueueItem>(stakingAdminKeys.surrenders(page), stakingAdminPaths.surrenders, { page });

export const useSurrenderQueue = (page: number) => useQuery(getSurrenderQueueQueryOptions(page));
