import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { KycQueueParams } from '@/features/admin/api/kyc-review';
import { KycQueue } from '@/features/admin/components/kyc-queue';
import { PageTitle } from './page-title';

/** The KYC queue; the status tab and page live in the address so a reload keeps them. */
export default function AdminKycPage() {
  const { t } = useTranslation('admin-kyc');
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const params: KycQueueParams = {
    status: status === 'approved' || status === 'rejected' ? status : 'pending',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <KycQueue
        params={params}
        onParamsChange={(next) => {
          const query = new URLSearchParams();
          if (next.status !== 'pending') query.set('status', next.status);
          if (next.page > 1) query.set('page', String(next.page));
          setSearch(query, { replace: true });
        }}
      />
    </>
  );
}
