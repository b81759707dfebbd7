import { type AdminMemberRow, type Page, adminPaths } from '@tandem/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type MemberListParams, adminKeys } from './keys';

export const getMembers = (query: MemberListParams) =>
  api.get<Page<AdminMemberRow>>(adminPaths.members, { query: { ...query } });

export const getMembersQueryOptions = (query: MemberListParams) =>
  queryOptions({
    queryKey: adminKeys.memberList(query),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: MemberListParams) => useQuery(getMembersQueryOptions(query));
