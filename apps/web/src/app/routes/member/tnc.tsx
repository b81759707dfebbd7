import { useTranslation } from 'react-i18next';
import { TermsOfService } from '@/components/legal-text';
import { CardPage } from '@/components/card-page';
import { paths } from '@/config/paths';

export default function TncPage() {
  const { t } = useTranslation('common');
  return (
    <CardPage title={t('termsOfService')} backTo={paths.member.sessions}>
      <TermsOfService withTitle={false} />
    </CardPage>
  );
}
