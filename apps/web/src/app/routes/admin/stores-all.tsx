import type { StoreListParams } from '@/features/admin/api/stores';
import { StoresList, readStoreListFilters } from '@/features/admin/components/stores-list';
import { StoresDesk } from './stores-desk';
import { useListSearch } from './use-list-search';

/** /admin/stores/all: every store and application, filtered by status. */
export default function AdminStoresPage() {
  const [params, setParams] = useListSearch<StoreListParams>(readStoreListFilters);
  return (
    <StoresDesk current="stores">
      <StoresList params={params} onParamsChange={setParams} />
    </StoresDesk>
  );
}
