import { UnstyledButton } from '@mantine/core';
import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useOrders } from '../api/orders';
import { LineItem } from './line-item';
import { OrderStatusBadge } from './order-status-badge';
import { useMallMoney } from './use-mall-money';

/** The member's orders in one status (or all), newest first: first product, item count, total, status. */
export function OrderList({
  status,
  page,
  onPageChange,
}: {
  status: OrderStatus | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('mall');
  const money = useMallMoney();
  const orders = useOrders(status, page);
  return (
    <PagedList
      query={orders}
      emptyText={t('orders.empty')}
      testId="mall-orders"
      onPageChange={onPageChange}
      renderItem={(order) => (
        <UnstyledButton
          key={order.id}
          component={Link}
          to={paths.member.mallOrder(order.id)}
          data-testid="mall-order-item"
          data-order-id={order.id}
        >
          <LineItem
            imageUrl={order.first_image_url}
            title={order.first_title}
            variantLabel={`${t(`malls.${order.mall}`)} · ${t('orders.items', { count: order.item_count })}`}
            aside={<OrderStatusBadge status={order.status} />}
            testId="mall-order-card"
            meta={formatDateTime(order.created_at, i18n.language)}
            amount={money(order.total, order.mall)}
          />
        </UnstyledButton>
      )}
    />
  );
}
