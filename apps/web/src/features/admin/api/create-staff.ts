import { type CreateStaffInput, type StaffAccount, adminPaths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const createStaff = (input: CreateStaffInput) => api.post<StaffAccount>(adminPaths.staff, input);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}
