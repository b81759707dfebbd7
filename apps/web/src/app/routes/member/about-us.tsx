import { useTranslation } from 'react-i18next';
import { AboutUs } from '@/components/legal-text';
import { CardPage } from '@/components/card-page';
import { paths } from '@/config/paths';

export default function AboutUsPage() {
  const { t } = useTranslation('member');
  return (
    <CardPage title={t('profile.aboutUs')} backTo={paths.member.sessions}>
      <AboutUs withTitle={false} />
    </CardPage>
  );
}
