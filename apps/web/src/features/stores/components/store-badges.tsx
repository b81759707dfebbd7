import type { StoreStatus } from '@tandem/contracts';
import { statusBadgeOf } from '@/components/status-badge';
import { orderStatusColors, visibilityColors } from '@/lib/status-colors';

const storeColors: Record<StoreStatus, string> = {
  pending: 'orange',
  approved: 'teal',
  rejected: 'red',
  suspended: 'gray',
};

export const StoreStatusBadge = statusBadgeOf(storeColors, 'stores', 'status', 'store-status');

export const ProductVisibilityBadge = statusBadgeOf(visibilityColors, 'stores', 'products', 'store-product-status');

/** Order states are the mall's words (its namespace) and colours, so the buyer and the store read the same. */
export const StoreOrderStatusBadge = statusBadgeOf(orderStatusColors, 'mall', 'status', 'store-order-status');
