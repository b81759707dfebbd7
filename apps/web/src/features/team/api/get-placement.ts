import { type PlacementPage, teamPaths } from '@tandem/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

/** One level of the placement tree (jid) below `parent` (null: placed directly under the caller), a page at a time. */
export const getPlacementQueryOptions = (parent: string | null) =>
  infiniteQueryOptions({
    queryKey: teamKeys.placement(parent),
    queryFn: ({ pageParam, signal }) =>
      api.get<PlacementPage>(teamPaths.placement, { query: { parent, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });

export const usePlacement = (parent: string | null) => useInfiniteQuery(getPlacementQueryOptions(parent));
