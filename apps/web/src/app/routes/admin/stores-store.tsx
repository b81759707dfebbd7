import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminStore } from '@/features/admin/api/stores';
import { StoreDetail } from '@/features/admin/components/stores-detail';
import { paths } from '@/config/paths';
import { RecordPageTitle } from './page-title';

/** /admin/stores/:id: one store or application with its logo, the decisions and the payout run. */
export default function AdminStorePage() {
  const { t } = useTranslation('admin-stores');
  const { id = '' } = useParams();
  const store = useAdminStore(id);
  return (
    <>
      <RecordPageTitle backTo={paths.admin.stores} back={t('backToList')}>
        {t('storeTitle', { name: store.data?.shop_name ?? `#${id}` })}
      </RecordPageTitle>
      <StoreDetail key={id} id={id} />
    </>
  );
}
