import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStoreRowId } from './ids';

/** One of the store's rows by `?id=`; an id that cannot exist is not asked for (the page says so). */
export const storeRowQueryOptions = <T>(queryKey: QueryKey, path: string, id: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { query: { id }, signal }),
    enabled: isStoreRowId(id),
    retry: false,
  });

/**
 * A store call that answers the row (product or order) as it now is: it replaces the cached row and
 * the row's lists are read again (status, stock and titles show there).
 */
export function useStoreRowCall<Body, Row extends { id: string }>(
  path: string,
  rowKey: (id: string) => QueryKey,
  listKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Row>(path, body),
    onSuccess: (row) => {
      queryClient.setQueryData(rowKey(row.id), row);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
