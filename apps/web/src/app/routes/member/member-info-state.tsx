import { Skeleton } from '@mantine/core';
import type { MemberInfo } from '@tandem/contracts';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/query-state';
import { useMemberInfo } from '@/features/member/api/get-member-info';

/**
 * A member page's part drawn from the member's own info: a card-sized placeholder while it loads,
 * the failure with a retry, then `children` with the info and a way to load it again.
 */
export function MemberInfoState({
  children,
}: {
  children: (info: MemberInfo, reload: () => Promise<unknown>) => ReactNode;
}) {
  const memberInfo = useMemberInfo();
  return (
    <QueryState query={memberInfo} loader={<Skeleton h={360} radius="md" />}>
      {(info) => children(info, () => memberInfo.refetch())}
    </QueryState>
  );
}
