import type { OrderStatus, StoreStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';

const storeColors: Record<StoreStatus, string> = {
  pending: 'orange',
  approved: 'teal',
  rejected: 'red',
  suspended: 'gray',
};

const visibilityColors: Record<'active' | 'hidden', string> = { active: 'teal', hidden: 'gray' };

/** The order states keep the colours the member's own order list gives them. */
const orderColors: Record<OrderStatus, string> = {
  pending: 'orange',
  processing: 'blue',
  ready_to_ship: 'indigo',
  shipped: 'cyan',
  received: 'teal',
  ready_pickup: 'indigo',
  pickup_confirmed: 'teal',
  cancelled: 'gray',
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

/** Order states are the mall's words (its namespace), so the buyer and the store read the same. */
export function StoreOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('mall');
  return <StatusBadge status={status} colors={orderColors} label={t(`status.${status}`)} testId="store-order-status" />;
}
