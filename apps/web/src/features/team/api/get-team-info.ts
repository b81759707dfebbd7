import { type TeamInfo, teamPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from './keys';

export const useTeamInfo = () =>
  useQuery({
    queryKey: teamKeys.info(),
    queryFn: ({ signal }) => api.get<TeamInfo>(teamPaths.teamInfo, { signal }),
  });
