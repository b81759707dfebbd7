import { type Country, type Lookup, paths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Public data several features share (sign-up and account both pick a country; the shell reads
 * SITE_ON), so it lives here rather than in one feature.
 */
export const globalKeys = {
  all: ['global'] as const,
  lookup: () => [...globalKeys.all, 'lookup'] as const,
  countries: () => [...globalKeys.all, 'countries'] as const,
};

export const getLookupQueryOptions = () =>
  queryOptions({
    queryKey: globalKeys.lookup(),
    queryFn: ({ signal }) => api.get<Lookup>(paths.global.lookup, { as: 'none', signal }),
    staleTime: 60_000,
  });

export const useLookup = () => useQuery(getLookupQueryOptions());

export const getCountryListQueryOptions = () =>
  queryOptions({
    queryKey: globalKeys.countries(),
    queryFn: ({ signal }) => api.get<Country[]>(paths.global.countryList, { as: 'none', signal }),
    // The ISO list changes about once a decade.
    staleTime: Infinity,
  });

export const useCountryList = () => useQuery(getCountryListQueryOptions());
