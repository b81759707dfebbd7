import type { TicketStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';

const colors: Record<TicketStatus, string> = { open: 'blue', pending: 'orange', resolved: 'teal', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <StatusBadge status={status} colors={colors} label={t(`status.${status}`)} testId="ticket-status" />;
}
