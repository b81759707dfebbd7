import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminNews } from '@/features/admin/api/news';
import { NewsEditor } from '@/features/admin/components/news-editor';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from './page-title';
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
      <Anchor component={Link} to={paths.admin.news} size="sm">
        ← {t('admin.backToList')}
      </Anchor>
      <PageTitle>{isNew ? t('admin.create') : t('admin.edit')}</PageTitle>
      {isNew ? (
        <NewsEditor onCreated={(newId) => navigate(paths.admin.article(newId), { replace: true })} />
      ) : item.isPending ? (
        <PageLoader />
      ) : item.isError ? (
        <LoadError error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <NewsEditor key={item.data.id} item={item.data} onCreated={() => undefined} />
      )}
    </>
  );
}
