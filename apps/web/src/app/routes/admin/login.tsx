import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StaffLoginForm } from '@/features/admin/components/login-form';
import { SignInFrame } from './sign-in-frame';
import { paths } from '@/config/paths';
import { prefetch } from '@/lib/on-demand';
import { loadTotpSteps } from './next-steps';

export default function AdminLoginPage() {
  const { t } = useTranslation('admin-sign-in');
  const navigate = useNavigate();
  return (
    <SignInFrame title={t('login.title')} subtitle={t('login.subtitle')}>
      <StaffLoginForm
        onStart={() => prefetch(loadTotpSteps)}
        onSignedIn={(stage) =>
          navigate(stage === 'totp_setup' ? paths.admin.totpSetup : paths.admin.totp, { replace: true })
        }
      />
    </SignInFrame>
  );
}
