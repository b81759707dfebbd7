import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMallOrder } from '@/features/admin/api/mall-orders';
import { MallOrderDetail } from '@/features/admin/components/mall-order-detail';
import { QueryState } from '@/components/query-state';
import { RecordPageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/mall/orders/:id: one order with its timeline, requests and the steps staff may take. */
export default function AdminMallOrderPage() {
  const { t } = useTranslation('admin-mall');
  const { id = '' } = useParams();
  const order = useMallOrder(id);
  return (
    <>
      <RecordPageTitle backTo={paths.admin.mallOrders} back={t('order.backToList')}>
        {t('order.title', { id })}
      </RecordPageTitle>
      <QueryState query={order}>{(data) => <MallOrderDetail order={data} />}</QueryState>
    </>
  );
}
