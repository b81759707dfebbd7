import type { StoreStatus } from '@tandem/contracts';
import { statusBadgeOf } from '@/components/status-badge';

/** Waiting, selling, turned down, stopped by staff. */
export const storeStatusColors: Record<StoreStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  suspended: 'gray',
};

export const StoreStatusBadge = statusBadgeOf(storeStatusColors, 'admin-stores', 'statuses', 'admin-store-status');
