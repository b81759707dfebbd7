import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminStore } from '@/features/admin/api/stores';
import { StoreDetail } from '@/features/admin/components/stores-detail';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';

/** /admin/stores/:id: one store or application with its logo, the decisions and the payout run. */
export default function AdminStorePage() {
  const { t } = useTranslation('admin-stores');
  const { id = '' } = useParams();
  const store = useAdminStore(id);
  return (
    <>
      <Anchor component={Link} to={paths.admin.stores} size="sm">
        ← {t('backToList')}
      </Anchor>
      <PageTitle>{t('storeTitle', { name: store.data?.shop_name ?? `#${id}` })}</PageTitle>
      <StoreDetail key={id} id={id} />
    </>
  );
}
