import { Alert, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { BindUsernameForm } from '@/features/member/components/bind-username-form';
import { paths } from '@/config/paths';

export default function BindUsernamePage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const memberInfo = useMemberInfo();
  if (memberInfo.isPending) return <PageLoader />;
  return (
    <>
      <PageHeader title={t('bindUsername.title')} />
      {memberInfo.data && !memberInfo.data.needs_username ? (
        <Alert color="teal" data-testid="username-already-bound">
          {t('bindUsername.alreadyBound', { username: memberInfo.data.username })}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <BindUsernameForm onDone={() => navigate(paths.member.homepage, { replace: true })} />
        </Paper>
      )}
    </>
  );
}
