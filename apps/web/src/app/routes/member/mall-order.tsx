import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isRowId } from '@/features/mall/api/get-catalogue';
import { useOrder } from '@/features/mall/api/orders';
import { OrderDetail } from '@/features/mall/components/order-detail';
import { RecordOrNotFound, useSearchRecord } from './record-page';

/** /web/mallOrder?id=…: one order with its timeline, and cancel / confirm receipt / requests. */
export default function MallOrderPage() {
  const { t } = useTranslation('mall');
  const order = useSearchRecord(useOrder, isRowId);
  return (
    <>
      <PageHeader title={t('orders.detailTitle')} backTo={paths.member.mallOrders} />
      <RecordOrNotFound record={order} notFound={t('orders.notFound')} testId="mall-order-not-found">
        {(data) => <OrderDetail order={data} />}
      </RecordOrNotFound>
    </>
  );
}
