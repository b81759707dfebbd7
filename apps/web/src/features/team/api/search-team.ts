import { type TeamSearchResult, teamPaths } from '@tandem/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Finds a member of the caller's own subtree by username, with the path that leads to them. */
export const useSearchTeam = () =>
  useMutation({
    mutationFn: (username: string) => api.get<TeamSearchResult>(teamPaths.search, { query: { username } }),
  });
