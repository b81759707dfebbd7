import { adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffSession } from '@/lib/session';
import { adminKeys } from './keys';

export const logoutStaff = () => api.post<null>(adminPaths.logout, {}, { isUnauthorizedExpected: true });

/** Ends the session on the server and forgets it here, even when the server call fails. */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutStaff,
    onSettled: () => {
      staffSession.clear();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
