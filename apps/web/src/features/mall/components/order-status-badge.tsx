import { statusBadgeOf } from '@/components/status-badge';
import { orderStatusColors } from '@/lib/status-colors';

export const OrderStatusBadge = statusBadgeOf(orderStatusColors, 'mall', 'status', 'mall-order-status');
