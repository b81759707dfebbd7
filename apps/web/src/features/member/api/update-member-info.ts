import { type MemberInfo, type UpdateMemberInfoInput, paths } from '@tandem/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export const updateMemberInfo = (input: UpdateMemberInfoInput) =>
  api.post<MemberInfo>(paths.member.updateMemberInfo, input);

export function useUpdateMemberInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberInfo,
    onSuccess: (info) => queryClient.setQueryData(memberKeys.info(), info),
  });
}
