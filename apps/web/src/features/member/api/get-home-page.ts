import { type HomePageData, paths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useMemberToken } from '@/lib/session';
import { memberKeys } from '@/lib/query-keys';

export const getHomePageQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.homePage(),
    queryFn: ({ signal }) => api.get<HomePageData>(paths.member.homePage, { signal }),
  });

export function useHomePage() {
  const token = useMemberToken();
  return useQuery({ ...getHomePageQueryOptions(), enabled: token !== null });
}
