import { type SurrenderQueueItem, stakingAdminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { stakingAdminKeys } from './keys';
import { listQueryOptions } from './list-query-options';

export const getSurrenderQueueQueryOptions = () =>
  listQueryOptions<SurrenderQueueItem>(stakingAdminKeys.surrenders(), stakingAdminPaths.surrenders);

export const useSurrenderQueue = () => useQuery(getSurrenderQueueQueryOptions());
