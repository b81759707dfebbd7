import type { OrderStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { orderStatusColors } from '@/lib/status-colors';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mall');
  return (
    <StatusBadge status={status} colors={orderStatusColors} label={t(`status.${status}`)} testId="mall-order-status" />
  );
}
