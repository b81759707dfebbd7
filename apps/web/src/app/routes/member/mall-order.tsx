import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { isRowId } from '@/features/mall/api/get-catalogue';
import { useOrder } from '@/features/mall/api/orders';
import { OrderDetail } from '@/features/mall/components/order-detail';
import { ApiError } from '@/lib/api-client';

/** /web/mallOrder?id=…: one order with its timeline, and cancel / confirm receipt / requests. */
export default function MallOrderPage() {
  const { t } = useTranslation('mall');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const order = useOrder(id);
  const isMissing = !isRowId(id) || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <>
      <PageHeader title={t('orders.detailTitle')} backTo={paths.member.mallOrders} />
      {isMissing ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="mall-order-not-found">
          {t('orders.notFound')}
        </Text>
      ) : (
        <QueryState query={order}>{(data) => <OrderDetail order={data} />}</QueryState>
      )}
    </>
  );
}
