import { type KycOverview, kycPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kycKeys } from './keys';

export const getKyc = (signal?: AbortSignal) => api.get<KycOverview>(kycPaths.status, { signal });

export const getKycQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.overview(), queryFn: ({ signal }) => getKyc(signal) });

export const useKyc = () => useQuery(getKycQueryOptions());
