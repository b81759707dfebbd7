import { type AdminDashboard, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getDashboard = () => api.get<AdminDashboard>(adminPaths.dashboard);

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard, staleTime: 15_000 });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
