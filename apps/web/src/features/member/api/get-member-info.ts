import { type MemberInfo, paths } from '@tandem/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useMemberToken } from '@/lib/session';
import { memberKeys } from '@/lib/query-keys';

export const getMemberInfo = (signal?: AbortSignal) => api.get<MemberInfo>(paths.member.getMemberInfo, { signal });

export const getMemberInfoQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.info(), queryFn: ({ signal }) => getMemberInfo(signal) });

/** The signed-in member; idle while logged out. */
export function useMemberInfo() {
  const token = useMemberToken();
  return useQuery({ ...getMemberInfoQueryOptions(), enabled: token !== null });
}
