import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedLinkList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { formatDate } from '@/lib/format';
import { useTickets } from '../api/get-tickets';
import { TicketStatusBadge } from './status-badge';
import { paths } from '@/config/paths';

/** The member's tickets, newest first; an unseen staff reply is marked. */
export function TicketList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('tickets');
  const tickets = useTickets(page);
  return (
    <PagedLinkList
      query={tickets}
      emptyText={t('empty')}
      testId="ticket"
      onPageChange={onPageChange}
      linkTo={(ticket) => paths.member.ticket(ticket.id)}
      itemTestId="ticket-item"
      itemData={(ticket) => ({ 'data-unread': !ticket.user_read || undefined })}
      renderItem={(ticket) => (
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
      )}
    />
  );
}
