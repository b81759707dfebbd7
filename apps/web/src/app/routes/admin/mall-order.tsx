import { useTranslation } from 'react-i18next';
import { useMallOrder } from '@/features/admin/api/mall-orders';
import { MallOrderDetail } from '@/features/admin/components/mall-order-detail';
import { RecordPage } from './page-title';
import { paths } from '@/config/paths';

/** /admin/mall/orders/:id: one order with its timeline, requests and the steps staff may take. */
export default function AdminMallOrderPage() {
  const { t } = useTranslation('admin-mall');
  return (
    <RecordPage
      useRecord={useMallOrder}
      backTo={paths.admin.mallOrders}
      back={t('order.backToList')}
      title={(id) => t('order.title', { id })}
    >
      {(data) => <MallOrderDetail order={data} />}
    </RecordPage>
  );
}
