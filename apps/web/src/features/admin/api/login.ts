import { type StaffLoginInput, type StaffLoginResult, adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffSession } from '@/lib/session';
import { adminKeys } from './keys';

export const loginStaff = (input: StaffLoginInput) =>
  api.post<StaffLoginResult>(adminPaths.login, input, { as: 'none' });

/** Password step: keeps the new (not yet full) token and forgets whatever the last session cached. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginStaff,
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      staffSession.setToken(result.token);
    },
  });
}
