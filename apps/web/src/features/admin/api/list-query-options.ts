import type { Page } from '@tandem/contracts';
import { type QueryKey, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * One page of a back-office list, asked with the screen's filters. The page shown stays on screen
 * while the next one loads, so the table and its pager do not jump.
 */
export const pageQueryOptions = <T>(queryKey: QueryKey, path: string, query: object) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<Page<T>>(path, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** A short list the server may answer bare or paged ({ list }); both read as an array. */
export const listQueryOptions = <T>(queryKey: QueryKey, path: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await api.get<T[] | { list: T[] }>(path, { signal });
      return Array.isArray(data) ? data : data.list;
    },
  });
