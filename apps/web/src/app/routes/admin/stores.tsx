import type { StoreQueueParams } from '@/features/admin/api/stores';
import { StoresQueue, readStoreQueueFilters } from '@/features/admin/components/stores-queue';
import { StoresDesk } from './stores-desk';
import { useListSearch } from './use-list-search';

/** /admin/stores: the store applications waiting for a decision (or the rejected ones). */
export default function AdminStoreApplicationsPage() {
  const [params, setParams] = useListSearch<StoreQueueParams>(readStoreQueueFilters, { status: 'pending' });
  return (
    <StoresDesk current="applications">
      <StoresQueue params={params} onParamsChange={setParams} />
    </StoresDesk>
  );
}
