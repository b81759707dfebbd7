import type { OrderStatus, StoreOrder } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/paged-list';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard } from '@/components/record-card';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useStoreOrders } from '../api/orders';
import { StoreOrderStatusBadge } from './store-badges';

/** One order the store sold: its first product, status, total, item count and delivery; it opens its detail. */
function StoreOrderItem({ record: order }: { record: StoreOrder }) {
  const { t, i18n } = useTranslation('stores');
  return (
    <LinkRow to={paths.member.storeOrder(order.id)} testId="store-order-item" data={{ 'data-order-id': order.id }}>
      <RecordCard
        title={order.first_title}
        aside={<StoreOrderStatusBadge status={order.status} />}
        meta={`#${order.id} · ${formatDateTime(order.created_at, i18n.language)}`}
        metaAside={`${formatUsdt(order.total, i18n.language)} USDT`}
      >
        {t('orders.items', { count: order.item_count })} · {t(`orders.delivery.${order.delivery}`)}
      </RecordCard>
    </LinkRow>
  );
}

/** One page of the list, in the status its route shows (null: all). */
const useStoreOrderPage = (page: number, { status }: { status: OrderStatus | null }) => useStoreOrders(status, page);

/** The orders the store sold in one status (or all), newest first. */
export const StoreOrderList = pagedRecordList(
  useStoreOrderPage,
  { empty: 'stores:orders.empty', testId: 'store-orders' },
  StoreOrderItem,
);
