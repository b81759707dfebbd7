import { type Mall, type OrderRequestStatus, type OrderStatus, mallAsset } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { statusBadgeOf } from '@/components/status-badge';
import { formatUsdt, moneyInputValue } from '@/lib/format';
import { decisionStatusColors } from '@/lib/status-colors';

/** Waiting work is yellow, goods on their way blue, done teal, cancelled grey. */
export const orderStatusColors: Record<OrderStatus, string> = {
  pending: 'yellow',
  processing: 'orange',
  ready_to_ship: 'blue',
  shipped: 'indigo',
  received: 'teal',
  ready_pickup: 'blue',
  pickup_confirmed: 'teal',
  cancelled: 'gray',
};

export const OrderStatusBadge = statusBadgeOf(
  orderStatusColors,
  'admin-mall',
  'orderStatus',
  'admin-mall-order-status',
);

/** An exchange or error request is decided like a deposit: pending, approved or rejected. */
export const RequestStatusBadge = statusBadgeOf<OrderRequestStatus>(
  decisionStatusColors,
  'admin-mall',
  'requestStatus',
);

/** How a price reads in its mall's asset: USDT in the shop, voucher points in the voucher mall. */
export function useMallPrice() {
  const { t, i18n } = useTranslation('admin-mall');
  return (amount: string, mall: Mall) => `${formatUsdt(amount, i18n.language)} ${t(`asset.${mallAsset[mall]}`)}`;
}

/** An amount as staff type it again: "12.500000" reads "12.5", "3.000000" reads "3" (the shared moneyInputValue). */
export const trimAmount = moneyInputValue;
