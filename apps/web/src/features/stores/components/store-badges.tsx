import type { OrderStatus, StoreStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { orderStatusColors, visibilityColors } from '@/lib/status-colors';

const storeColors: Record<StoreStatus, string> = {
  pending: 'orange',
  approved: 'teal',
  rejected: 'red',
  suspended: 'gray',
};

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useTranslation('stores');
  return <StatusBadge status={status} colors={storeColors} label={t(`status.${status}`)} testId="store-status" />;
}

export function ProductVisibilityBadge({ status }: { status: 'active' | 'hidden' }) {
  const { t } = useTranslation('stores');
  return (
    <StatusBadge
      status={status}
      colors={visibilityColors}
      label={t(`products.${status}`)}
      testId="store-product-status"
    />
  );
}

/** Order states are the mall's words (its namespace) and colours, so the buyer and the store read the same. */
export function StoreOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mall');
  return (
    <StatusBadge status={status} colors={orderStatusColors} label={t(`status.${status}`)} testId="store-order-status" />
  );
}
