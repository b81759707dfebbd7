import { statusBadgeOf } from '@/components/status-badge';
import { ticketStatusColors } from '@/lib/status-colors';

export const TicketStatusBadge = statusBadgeOf(ticketStatusColors, 'tickets', 'admin.status', 'admin-ticket-status');
