import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedLinkList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useOrders } from '../api/orders';
import { LineItem } from './line-item';
import { OrderStatusBadge } from './order-status-badge';
import { useMallMoney } from './use-mall-money';

/** The member's orders in one status (or all), newest first: first product, item count, total, status. */
export function OrderList({ status, page, onPageChange }: ListPageProps & { status: OrderStatus | null }) {
  const { t, i18n } = useTranslation('mall');
  const money = useMallMoney();
  const orders = useOrders(status, page);
  return (
    <PagedLinkList
      query={orders}
      emptyText={t('orders.empty')}
      testId="mall-orders"
      onPageChange={onPageChange}
      linkTo={(order) => paths.member.mallOrder(order.id)}
      itemTestId="mall-order-item"
      itemData={(order) => ({ 'data-order-id': order.id })}
      renderItem={(order) => (
        <LineItem
          imageUrl={order.first_image_url}
          title={order.first_title}
          variantLabel={`${t(`malls.${order.mall}`)} · ${t('orders.items', { count: order.item_count })}`}
          aside={<OrderStatusBadge status={order.status} />}
          testId="mall-order-card"
          meta={formatDateTime(order.created_at, i18n.language)}
          amount={money(order.total, order.mall)}
        />
      )}
    />
  );
}
