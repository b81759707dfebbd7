import { Badge, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { formatDate } from '@/lib/format';
import { useTickets } from '../api/get-tickets';
import { TicketStatusBadge } from './status-badge';
import { paths } from '@/config/paths';

/** The member's tickets, newest first; an unseen staff reply is marked. */
export function TicketList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('tickets');
  const tickets = useTickets(page);
  return (
    <PagedList
      query={tickets}
      emptyText={t('empty')}
      testId="ticket"
      onPageChange={onPageChange}
      renderItem={(ticket) => (
        <UnstyledButton
          key={ticket.id}
          component={Link}
          to={paths.member.ticket(ticket.id)}
          data-testid="ticket-item"
          data-unread={!ticket.user_read || undefined}
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
            meta={`${t(`categories.${ticket.category}`)} · ${formatDate(ticket.last_message_at, i18n.language)}`}
          />
        </UnstyledButton>
      )}
    />
  );
}
