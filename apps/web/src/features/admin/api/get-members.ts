import { type AdminMemberRow, adminPaths } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { pageQueryOptions } from '@/lib/paged-query';
import { type MemberListParams, adminKeys } from './keys';

export const getMembersQueryOptions = (query: MemberListParams) =>
  pageQueryOptions<AdminMemberRow>(adminKeys.memberList(query), adminPaths.members, query);

export const useMembers = (query: MemberListParams) => useQuery(getMembersQueryOptions(query));
