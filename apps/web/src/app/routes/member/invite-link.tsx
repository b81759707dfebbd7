import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { InviteLinkCard } from '@/features/member/components/invite-link-card';
import { paths } from '@/config/paths';
import { MemberInfoState } from './member-info-state';

export default function InviteLinkPage() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('invite.title')} backTo={paths.member.profile} />
      <MemberInfoState>{(info) => <InviteLinkCard username={info.username} />}</MemberInfoState>
    </>
  );
}
