import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The query of one record a back-office screen opens by id (a product, an order, a ticket): one GET
 * of its path, not retried, since a missing or refused record is an answer the screen shows at once.
 */
export const recordQueryOptions = <T, K extends QueryKey = QueryKey>(queryKey: K, path: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    retry: false,
  });
