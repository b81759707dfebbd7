import { useTranslation } from 'react-i18next';
import type { MemberListParams } from '@/features/admin/api/keys';
import { MemberList } from '@/features/admin/components/member-list';
import { PageTitle } from './page-title';
import { useListSearch } from './use-list-search';

const readFilters = (search: URLSearchParams): Omit<MemberListParams, 'page'> => {
  const status = search.get('status');
  return {
    ...(search.get('q') ? { q: search.get('q')! } : {}),
    ...(status === 'active' || status === 'frozen' ? { status } : {}),
  };
};

/** Filters live in the address, so a search can be shared, reloaded and reached from the dashboard. */
export default function AdminMembersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useListSearch<MemberListParams>(readFilters);
  return (
    <>
      <PageTitle>{t('members.title')}</PageTitle>
      <MemberList params={params} onParamsChange={setParams} />
    </>
  );
}
