import { type AdminSetting, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getSettings = () => api.get<AdminSetting[]>(adminPaths.settings);

export const getSettingsQueryOptions = () => queryOptions({ queryKey: adminKeys.settings(), queryFn: getSettings });

export const useSettings = () => useQuery(getSettingsQueryOptions());
