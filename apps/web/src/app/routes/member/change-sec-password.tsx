import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ChangeSecPasswordForm } from '@/features/member/components/change-sec-password-form';
import { paths } from '@/config/paths';

export default function ChangeSecPasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('security.changeSecPassword')} backTo={paths.member.security} />
      <Paper withBorder radius="md" p="md">
        <ChangeSecPasswordForm onDone={() => navigate(paths.member.security)} />
      </Paper>
    </>
  );
}
