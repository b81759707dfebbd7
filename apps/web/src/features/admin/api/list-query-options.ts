import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A short list the server may answer bare or paged ({ list }); both read as an array. */
export const listQueryOptions = <T>(queryKey: QueryKey, path: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await api.get<T[] | { list: T[] }>(path, { signal });
      return Array.isArray(data) ? data : data.list;
    },
  });
