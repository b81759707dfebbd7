import { useTranslation } from 'react-i18next';
import type { KycQueueParams } from '@/features/admin/api/kyc-review';
import { KycQueue } from '@/features/admin/components/kyc-queue';
import { PageTitle } from './page-title';
import { useListSearch } from './use-list-search';

const readQueue = (search: URLSearchParams) => {
  const status = search.get('status');
  return { status: status === 'approved' || status === 'rejected' ? status : 'pending' } as const;
};

/** The KYC queue; the status tab and page live in the address so a reload keeps them. */
export default function AdminKycPage() {
  const { t } = useTranslation('admin-kyc');
  const [params, setParams] = useListSearch<KycQueueParams>(readQueue, { status: 'pending' });
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <KycQueue params={params} onParamsChange={setParams} />
    </>
  );
}
