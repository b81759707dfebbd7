import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MemberListParams } from '@/features/admin/api/keys';
import { MemberList } from '@/features/admin/components/member-list';
import { PageTitle } from './page-title';

/** Filters live in the address, so a search can be shared, reloaded and reached from the dashboard. */
export default function AdminMembersPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const params: MemberListParams = {
    page: Math.max(1, Number(search.get('page')) || 1),
    ...(search.get('q') ? { q: search.get('q')! } : {}),
    ...(status === 'active' || status === 'frozen' ? { status } : {}),
  };
  return (
    <>
      <PageTitle>{t('members.title')}</PageTitle>
      <MemberList
        params={params}
        onParamsChange={(next) => {
          const query = new URLSearchParams();
          if (next.q) query.set('q', next.q);
          if (next.status) query.set('status', next.status);
          if (next.page > 1) query.set('page', String(next.page));
          setSearch(query, { replace: true });
        }}
      />
    </>
  );
}
