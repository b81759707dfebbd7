import { type DownlinePage, teamPaths } from '@tandem/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

/**
 * One level of the tree below `parent` (null: the caller's direct members), a page at a time, so a
 * member with thousands of directs loads twenty and a "load more".
 */
export const getDownlineQueryOptions = (parent: string | null) =>
  infiniteQueryOptions({
    queryKey: teamKeys.downline(parent),
    queryFn: ({ pageParam, signal }) =>
      api.get<DownlinePage>(teamPaths.downline, { query: { parent, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });

export const useDownline = (parent: string | null, isEnabled = true) =>
  useInfiniteQuery({ ...getDownlineQueryOptions(parent), enabled: isEnabled });
