import { type PinInfo, pinPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pinKeys } from './keys';

export const getPinInfoQueryOptions = () =>
  queryOptions({
    queryKey: pinKeys.info(),
    queryFn: ({ signal }) => api.get<PinInfo>(pinPaths.info, { signal }),
  });

export const usePinInfo = () => useQuery(getPinInfoQueryOptions());
