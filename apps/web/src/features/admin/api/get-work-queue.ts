import { type WorkQueue, workQueuePaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** How often the dashboard and the sidebar's badges ask again while the back office is open. */
export const WORK_QUEUE_REFRESH_MS = 30_000;

export const getWorkQueue = () => api.get<WorkQueue>(workQueuePaths.workQueue);

/** What waits for this staff member: fresh on every visit, every 30 s and whenever the window regains focus. */
export const getWorkQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'work-queue'] as const,
    queryFn: getWorkQueue,
    staleTime: 0,
    refetchInterval: WORK_QUEUE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useWorkQueue = () => useQuery(getWorkQueueQueryOptions());
