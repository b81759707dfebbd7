import { type DownlinePage, teamPaths } from '@tandem/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

/**
 * One level of the tree below `parent` (null: the caller's direct members), a page at a time, so a
 * member with thousands of directs loads twenty and a "load more".
 */
export const useDownline = (parent: string | null, isEnabled = true) =>
  useInfiniteQuery({
    queryKey: teamKeys.downline(parent),
    queryFn: ({ pageParam, signal }) =>
      api.get<DownlinePage>(teamPaths.downline, { query: { parent, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    enabled: isEnabled,
  });
