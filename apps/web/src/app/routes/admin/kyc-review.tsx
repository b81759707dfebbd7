import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KycReview } from '@/features/admin/components/kyc-review';
import { paths } from '@/config/paths';

export default function AdminKycReviewPage() {
  const { t } = useTranslation('admin-kyc');
  const { id = '' } = useParams();
  return (
    <>
      <Anchor component={Link} to={paths.admin.kyc} size="sm" mb="sm" display="inline-block">
        ← {t('back')}
      </Anchor>
      <KycReview key={id} id={id} />
    </>
  );
}
