import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { InviteLinkCard } from '@/features/member/components/invite-link-card';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

export default function InviteLinkPage() {
  const { t } = useTranslation('member');
  const memberInfo = useMemberInfo();
  return (
    <>
      <PageHeader title={t('invite.title')} backTo={paths.member.profile} />
      <QueryState query={memberInfo} loader={<Skeleton h={360} radius="md" />}>
        {(data) => <InviteLinkCard username={data.username} />}
      </QueryState>
    </>
  );
}
