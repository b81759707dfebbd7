import { useTranslation } from 'react-i18next';
import type { NewsListParams } from '@/features/admin/api/news';
import { NewsAdminList } from '@/features/admin/components/news-admin-list';
import { PageTitle } from './page-title';
import { useListSearch } from './use-list-search';

const readFilters = (search: URLSearchParams): Omit<NewsListParams, 'page'> => {
  const type = search.get('news_type');
  const status = search.get('status');
  return {
    ...(search.get('language') ? { language: search.get('language')! } : {}),
    ...(type === '1' || type === '2' ? { news_type: type } : {}),
    ...(status === 'draft' || status === 'published' || status === 'unpublished' ? { status } : {}),
  };
};

/** /admin/news: news and announcements in every language and status. */
export default function AdminNewsPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useListSearch<NewsListParams>(readFilters);
  return (
    <>
      <PageTitle>{t('admin.title')}</PageTitle>
      <NewsAdminList params={params} onParamsChange={setParams} />
    </>
  );
}
