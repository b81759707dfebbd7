import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isRowId } from '@/features/mall/api/get-catalogue';
import { useOrder } from '@/features/mall/api/orders';
import { OrderDetail } from '@/features/mall/components/order-detail';
import { SearchRecordPage } from './record-page';

/** /web/mallOrder?id=…: one order with its timeline, and cancel / confirm receipt / requests. */
export default function MallOrderPage() {
  const { t } = useTranslation('mall');
  return (
    <SearchRecordPage
      useRecord={useOrder}
      isValidId={isRowId}
      title={t('orders.detailTitle')}
      backTo={paths.member.mallOrders}
      notFound={t('orders.notFound')}
      testId="mall-order-not-found"
    >
      {(data) => <OrderDetail order={data} />}
    </SearchRecordPage>
  );
}
