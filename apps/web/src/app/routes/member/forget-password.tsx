import { Alert, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { openLoginModal } from '@/features/auth/modals';
import { useMemberToken } from '@/lib/session';
import { paths } from '@/config/paths';

/** The page version of the forgot-password flow; done, it opens the login dialog. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const token = useMemberToken();
  return (
    <>
      <PageHeader title={t('common:modal.forgotPassword')} backTo={paths.member.homepage} />
      {token ? (
        <Alert color="blue" mb="md">
          {t('forgot.loggedInHint')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <ForgotPasswordForm
          onDone={() => {
            navigate(paths.member.homepage, { replace: true });
            if (!token) openLoginModal();
          }}
        />
      </Paper>
    </>
  );
}
