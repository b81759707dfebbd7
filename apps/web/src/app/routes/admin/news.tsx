import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { NewsListParams } from '@/features/admin/api/news';
import { NewsAdminList } from '@/features/admin/components/news-admin-list';
import { PageTitle } from './page-title';

/** /admin/news: news and announcements in every language and status. */
export default function AdminNewsPage() {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const type = search.get('news_type');
  const status = search.get('status');
  const params: NewsListParams = {
    page: Math.max(1, Number(search.get('page')) || 1),
    ...(search.get('language') ? { language: search.get('language')! } : {}),
    ...(type === '1' || type === '2' ? { news_type: type } : {}),
    ...(status === 'draft' || status === 'published' || status === 'unpublished' ? { status } : {}),
  };
  return (
    <>
      <PageTitle>{t('admin.title')}</PageTitle>
      <NewsAdminList
        params={params}
        onParamsChange={(next) => {
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries(next)) {
            if (value !== undefined && !(key === 'page' && value === 1)) query.set(key, String(value));
          }
          setSearch(query, { replace: true });
        }}
      />
    </>
  );
}
