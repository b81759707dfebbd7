import type { KycQueueParams } from '@/features/admin/api/kyc-review';
import { KycQueue } from '@/features/admin/components/kyc-queue';
import { ListSearchPage } from './list-search-page';

const readQueue = (search: URLSearchParams) => {
  const status = search.get('status');
  return { status: status === 'approved' || status === 'rejected' ? status : 'pending' } as const;
};

/** The KYC queue; the status tab and page live in the address so a reload keeps them. */
export default function AdminKycPage() {
  return (
    <ListSearchPage<KycQueueParams>
      namespace="admin-kyc"
      titleKey="title"
      read={readQueue}
      defaults={{ status: 'pending' }}
      List={KycQueue}
    />
  );
}
