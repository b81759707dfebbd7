import { Badge } from '@mantine/core';
import type { TicketStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<TicketStatus, string> = { open: 'blue', pending: 'orange', resolved: 'teal', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={colors[status]} variant="light" data-testid="admin-ticket-status">
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
