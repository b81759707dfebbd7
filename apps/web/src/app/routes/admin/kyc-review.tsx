import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KycReview } from '@/features/admin/components/kyc-review';
import { paths } from '@/config/paths';
import { BackLink } from './page-title';

export default function AdminKycReviewPage() {
  const { t } = useTranslation('admin-kyc');
  const { id = '' } = useParams();
  return (
    <>
      <BackLink to={paths.admin.kyc} mb="sm" display="inline-block">
        {t('back')}
      </BackLink>
      <KycReview key={id} id={id} />
    </>
  );
}
