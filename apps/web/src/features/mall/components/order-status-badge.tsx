import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';

const colors: Record<OrderStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  ready_to_ship: 'indigo',
  shipped: 'cyan',
  received: 'teal',
  ready_pickup: 'indigo',
  pickup_confirmed: 'teal',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mall');
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} testId="mall-order-status" />;
}
