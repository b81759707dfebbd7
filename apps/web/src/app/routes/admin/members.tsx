import type { MemberListParams } from '@/features/admin/api/keys';
import { MemberList } from '@/features/admin/components/member-list';
import { ListSearchPage } from './list-search-page';

const readFilters = (search: URLSearchParams): Omit<MemberListParams, 'page'> => {
  const status = search.get('status');
  return {
    ...(search.get('q') ? { q: search.get('q')! } : {}),
    ...(status === 'active' || status === 'frozen' ? { status } : {}),
  };
};

/** Filters live in the address, so a search can be shared, reloaded and reached from the dashboard. */
export default function AdminMembersPage() {
  return (
    <ListSearchPage<MemberListParams> namespace="admin" titleKey="members.title" read={readFilters} List={MemberList} />
  );
}
