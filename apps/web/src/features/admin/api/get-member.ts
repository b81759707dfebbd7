import { type AdminMemberDetail, adminPaths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const getMember = (id: string) => api.get<AdminMemberDetail>(adminPaths.member(id));

export const getMemberQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.member(id), queryFn: () => getMember(id) });

export const useMember = (id: string) => useQuery(getMemberQueryOptions(id));
