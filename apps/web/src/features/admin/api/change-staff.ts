import { type StaffAccount, adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type StaffAction = 'disable' | 'enable' | 'resetTotp';

const actionPath: Record<StaffAction, (id: string) => string> = {
  disable: adminPaths.staffDisable,
  enable: adminPaths.staffEnable,
  resetTotp: adminPaths.staffResetTotp,
};

export const changeStaff = (action: StaffAction, id: string) => api.post<StaffAccount>(actionPath[action](id));

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: StaffAction; id: string }) => changeStaff(action, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}
