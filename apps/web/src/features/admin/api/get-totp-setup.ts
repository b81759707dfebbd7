import { type TotpSetup, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getTotpSetup = () => api.get<TotpSetup>(adminPaths.totpSetup);

/** The pending secret does not change until it is confirmed, so there is nothing to refetch. */
export const getTotpSetupQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.totpSetup(), queryFn: getTotpSetup, staleTime: Infinity, retry: false });

export const useTotpSetup = () => useQuery(getTotpSetupQueryOptions());
