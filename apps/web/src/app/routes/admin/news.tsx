import type { NewsListParams } from '@/features/admin/api/news';
import { NewsAdminList } from '@/features/admin/components/news-admin-list';
import { ListSearchPage } from './list-search-page';

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
  return (
    <ListSearchPage<NewsListParams> namespace="news" titleKey="admin.title" read={readFilters} List={NewsAdminList} />
  );
}
