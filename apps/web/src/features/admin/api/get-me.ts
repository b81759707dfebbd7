import { type StaffMe, type StaffPermission, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getMe = () => api.get<StaffMe>(adminPaths.me);

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me(), queryFn: getMe, staleTime: 60_000, retry: false });

export const useStaffMe = (isEnabled = true) => useQuery({ ...getMeQueryOptions(), enabled: isEnabled });

/** Whether the signed-in staff member's role allows something (the server checks again). */
export function useCan(permission: StaffPermission): boolean {
  const { data } = useQuery({ ...getMeQueryOptions(), enabled: false });
  return data?.permissions.includes(permission) ?? false;
}
