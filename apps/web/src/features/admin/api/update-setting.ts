import { type AdminSetting, type UpdateSettingInput, adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const updateSetting = (input: UpdateSettingInput) => api.post<AdminSetting[]>(adminPaths.settings, input);

/** The server answers the whole list after the change, which becomes the cached list. */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.settings(), settings),
  });
}
