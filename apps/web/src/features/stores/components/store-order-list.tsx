import { UnstyledButton } from '@mantine/core';
import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useStoreOrders } from '../api/orders';
import { StoreOrderStatusBadge } from './store-badges';

/** The orders the store sold in one status (or all), newest first; each opens its detail. */
export function StoreOrderList({
  status,
  page,
  onPageChange,
}: {
  status: OrderStatus | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('stores');
  const orders = useStoreOrders(status, page);
  return (
    <PagedList
      query={orders}
      emptyText={t('orders.empty')}
      testId="store-orders"
      onPageChange={onPageChange}
      renderItem={(order) => (
        <UnstyledButton
          key={order.id}
          component={Link}
          to={paths.member.storeOrder(order.id)}
          data-testid="store-order-item"
          data-order-id={order.id}
        >
          <RecordCard
            title={order.first_title}
            aside={<StoreOrderStatusBadge status={order.status} />}
            meta={`#${order.id} · ${formatDateTime(order.created_at, i18n.language)}`}
            metaAside={`${formatUsdt(order.total, i18n.language)} USDT`}
          >
            {t('orders.items', { count: order.item_count })} · {t(`orders.delivery.${order.delivery}`)}
          </RecordCard>
        </UnstyledButton>
      )}
    />
  );
}
