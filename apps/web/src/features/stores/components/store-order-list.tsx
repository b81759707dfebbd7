import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedLinkList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useStoreOrders } from '../api/orders';
import { StoreOrderStatusBadge } from './store-badges';

/** The orders the store sold in one status (or all), newest first; each opens its detail. */
export function StoreOrderList({ status, page, onPageChange }: ListPageProps & { status: OrderStatus | null }) {
  const { t, i18n } = useTranslation('stores');
  const orders = useStoreOrders(status, page);
  return (
    <PagedLinkList
      query={orders}
      emptyText={t('orders.empty')}
      testId="store-orders"
      onPageChange={onPageChange}
      linkTo={(order) => paths.member.storeOrder(order.id)}
      itemTestId="store-order-item"
      itemData={(order) => ({ 'data-order-id': order.id })}
      renderItem={(order) => (
        <RecordCard
          title={order.first_title}
          aside={<StoreOrderStatusBadge status={order.status} />}
          meta={`#${order.id} · ${formatDateTime(order.created_at, i18n.language)}`}
          metaAside={`${formatUsdt(order.total, i18n.language)} USDT`}
        >
          {t('orders.items', { count: order.item_count })} · {t(`orders.delivery.${order.delivery}`)}
        </RecordCard>
      )}
    />
  );
}
