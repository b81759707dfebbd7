import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isStoreRowId } from '@/features/stores/api/ids';
import { useStoreOrder } from '@/features/stores/api/orders';
import { StoreOrderDetail } from '@/features/stores/components/store-order-detail';
import { SearchRecordPage } from './record-page';

/** /web/storeOrder?id=…: one order the store sold, with its timeline and the store's next steps. */
export default function StoreOrderPage() {
  const { t } = useTranslation('stores');
  return (
    <SearchRecordPage
      useRecord={useStoreOrder}
      isValidId={isStoreRowId}
      title={t('orders.detailTitle')}
      backTo={paths.member.storeOrders}
      notFound={t('orders.notFound')}
      testId="store-order-not-found"
    >
      {(data) => <StoreOrderDetail order={data} />}
    </SearchRecordPage>
  );
}
