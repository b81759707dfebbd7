import { type TeamInfo, teamPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

export const getTeamInfoQueryOptions = () =>
  queryOptions({
    queryKey: teamKeys.info(),
    queryFn: ({ signal }) => api.get<TeamInfo>(teamPaths.teamInfo, { signal }),
  });

export const useTeamInfo = () => useQuery(getTeamInfoQueryOptions());
