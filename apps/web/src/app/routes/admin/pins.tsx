import { pinStatuses } from '@tandem/contracts';
import type { PinListParams } from '@/features/admin/api/pins';
import { PinsList } from '@/features/admin/components/pins-list';
import { ListSearchPage } from './list-search-page';

const readFilters = (search: URLSearchParams): Omit<PinListParams, 'page'> => {
  const status = pinStatuses.find((value) => value === search.get('status'));
  return {
    ...(search.get('code') ? { code: search.get('code')! } : {}),
    ...(search.get('owner') ? { owner: search.get('owner')! } : {}),
    ...(status ? { status } : {}),
  };
};

/** Activation codes: the search lives in the address, so it can be shared and reloaded. */
export default function AdminPinsPage() {
  return <ListSearchPage<PinListParams> namespace="admin-pins" titleKey="title" read={readFilters} List={PinsList} />;
}
