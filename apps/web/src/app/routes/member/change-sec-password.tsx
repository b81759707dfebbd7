import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardPage } from '@/components/card-page';
import { ChangeSecPasswordForm } from '@/features/member/components/change-sec-password-form';
import { paths } from '@/config/paths';

export default function ChangeSecPasswordPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  return (
    <CardPage title={t('security.changeSecPassword')} backTo={paths.member.security}>
      <ChangeSecPasswordForm onDone={() => navigate(paths.member.security)} />
    </CardPage>
  );
}
