import type { Page } from '@tandem/contracts';
import { type QueryKey, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The query of one page of a server list (`{ list, page, per_page, total }`): the page and any filters
 * go in the query string, and the page on screen stays while the next one loads, so the pager does
 * not flash a loader. Each feature keeps its own key and path; this is the one way to fetch a page.
 */
export const pageQueryOptions = <T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  // The page and the screen's filters, each a query-string value.
  query: { page: number; [filter: string]: string | number | boolean | null | undefined },
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<Page<T>>(path, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
