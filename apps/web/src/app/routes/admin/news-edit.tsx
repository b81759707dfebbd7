import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAdminNews } from '@/features/admin/api/news';
import { NewsEditor } from '@/features/admin/components/news-editor';
import { QueryState } from '@/components/query-state';
import { RecordPageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/news/new and /admin/news/:id: the editor with publish, schedule, image and preview. */
export default function AdminNewsEditPage() {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const item = useAdminNews(isNew ? null : id);
  return (
    <>
      <RecordPageTitle backTo={paths.admin.news} back={t('admin.backToList')}>
        {isNew ? t('admin.create') : t('admin.edit')}
      </RecordPageTitle>
      {isNew ? (
        <NewsEditor onCreated={(newId) => navigate(paths.admin.article(newId), { replace: true })} />
      ) : (
        <QueryState query={item}>
          {(data) => <NewsEditor key={data.id} item={data} onCreated={() => undefined} />}
        </QueryState>
      )}
    </>
  );
}
