import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isStoreRowId } from '@/features/stores/api/ids';
import { useStoreOrder } from '@/features/stores/api/orders';
import { StoreOrderDetail } from '@/features/stores/components/store-order-detail';
import { ApiError } from '@/lib/api-client';

/** /web/storeOrder?id=…: one order the store sold, with its timeline and the store's next steps. */
export default function StoreOrderPage() {
  const { t } = useTranslation('stores');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const order = useStoreOrder(id);
  const isMissing = !isStoreRowId(id) || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <>
      <PageHeader title={t('orders.detailTitle')} backTo={paths.member.storeOrders} />
      {isMissing ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="store-order-not-found">
          {t('orders.notFound')}
        </Text>
      ) : (
        <QueryState query={order}>{(data) => <StoreOrderDetail order={data} />}</QueryState>
      )}
    </>
  );
}
