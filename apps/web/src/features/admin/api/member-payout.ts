import { type MemberPayout, type PayoutKind, payoutDeskPaths } from '@tandem/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

const payoutKey = (id: string) => [...adminKeys.member(id), 'payout'] as const;

export const getMemberPayoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: payoutKey(id),
    queryFn: ({ signal }) => api.get<MemberPayout>(payoutDeskPaths.memberPayout(id), { signal }),
  });

export const useMemberPayout = (id: string) => useQuery(getMemberPayoutQueryOptions(id));

/** Clears the member's payout address or bank account, with the reason the audit log keeps (D1b). */
export function useResetMemberPayout(id: string, kind: PayoutKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<MemberPayout>(payoutDeskPaths.memberPayoutReset(id), { kind, reason }),
    onSuccess: (payout) => queryClient.setQueryData(payoutKey(id), payout),
  });
}
