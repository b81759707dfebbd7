import { Badge, Group } from '@mantine/core';
import type { TicketSummary } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/paged-list';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard } from '@/components/record-card';
import { formatDate } from '@/lib/format';
import { useTickets } from '../api/get-tickets';
import { TicketStatusBadge } from './status-badge';
import { paths } from '@/config/paths';

/** One ticket: opens its thread; an unseen staff reply is marked. */
function TicketItem({ record: ticket }: { record: TicketSummary }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <LinkRow
      to={paths.member.ticket(ticket.id)}
      testId="ticket-item"
      data={{ 'data-unread': !ticket.user_read || undefined }}
    >
      <RecordCard
        title={ticket.title}
        titleProps={{ size: 'md', truncate: 'end' }}
        aside={
          <Group gap={4} wrap="nowrap">
            {!ticket.user_read ? (
              <Badge color="red" size="sm" data-testid="ticket-unread">
                {t('unreadReply')}
              </Badge>
            ) : null}
            <TicketStatusBadge status={ticket.status} />
          </Group>
        }
        meta={`#${ticket.id} · ${t(`categories.${ticket.category}`)} · ${formatDate(ticket.last_message_at, i18n.language)}`}
      />
    </LinkRow>
  );
}

/** The member's tickets, newest first. */
export const TicketList = pagedRecordList(useTickets, { empty: 'tickets:empty', testId: 'ticket' }, TicketItem);
