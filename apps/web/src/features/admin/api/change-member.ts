import { adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The three actions on a member's account; each needs a reason, which goes into the audit log. */
export type MemberAction = 'freeze' | 'unfreeze' | 'resetSecPassword';

const actionPath: Record<MemberAction, (id: string) => string> = {
  freeze: adminPaths.memberFreeze,
  unfreeze: adminPaths.memberUnfreeze,
  resetSecPassword: adminPaths.memberResetSecPassword,
};

export const changeMember = (action: MemberAction, id: string, reason: string) =>
  api.post<unknown>(actionPath[action](id), { reason });

export function useChangeMember(action: MemberAction, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => changeMember(action, id, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.members() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]),
  });
}
