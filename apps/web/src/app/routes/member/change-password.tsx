import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CardPage } from '@/components/card-page';
import { ChangePasswordForm } from '@/features/member/components/change-password-form';
import { paths } from '@/config/paths';

/** Served at /web/change-password and /web/security/change-password. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const backTo = pathname.startsWith(paths.member.security) ? paths.member.security : paths.member.profile;
  return (
    <CardPage title={t('security.changePassword')} backTo={backTo}>
      <ChangePasswordForm onDone={() => navigate(backTo)} />
    </CardPage>
  );
}
