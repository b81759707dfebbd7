import { type StaffAccount, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getStaff = () => api.get<StaffAccount[]>(adminPaths.staff);

export const getStaffQueryOptions = () => queryOptions({ queryKey: adminKeys.staff(), queryFn: getStaff });

export const useStaffAccounts = () => useQuery(getStaffQueryOptions());
