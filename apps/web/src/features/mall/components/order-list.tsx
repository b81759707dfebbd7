import type { OrderStatus, OrderSummary } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/paged-list';
import { pagedRecordList } from '@/components/paged-record-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useOrders } from '../api/orders';
import { LineItem } from './line-item';
import { OrderStatusBadge } from './order-status-badge';
import { useMallMoney } from './use-mall-money';

/** One order: its first product, item count, total and status; it opens the order. */
function OrderItem({ record: order }: { record: OrderSummary }) {
  const { t, i18n } = useTranslation('mall');
  const money = useMallMoney();
  return (
    <LinkRow to={paths.member.mallOrder(order.id)} testId="mall-order-item" data={{ 'data-order-id': order.id }}>
      <LineItem
        imageUrl={order.first_image_url}
        title={order.first_title}
        variantLabel={`${t(`malls.${order.mall}`)} · ${t('orders.items', { count: order.item_count })}`}
        aside={<OrderStatusBadge status={order.status} />}
        testId="mall-order-card"
        meta={formatDateTime(order.created_at, i18n.language)}
        amount={money(order.total, order.mall)}
      />
    </LinkRow>
  );
}

/** One page of the list, in the status its route shows (null: all). */
const useOrderPage = (page: number, { status }: { status: OrderStatus | null }) => useOrders(status, page);

/** The member's orders in one status (or all), newest first. */
export const OrderList = pagedRecordList(
  useOrderPage,
  { empty: 'mall:orders.empty', testId: 'mall-orders' },
  OrderItem,
);
