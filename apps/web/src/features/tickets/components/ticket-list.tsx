import { Badge, Group, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { formatDate } from '@/lib/format';
import { useTickets } from '../api/get-tickets';
import { TicketStatusBadge } from './status-badge';
import { paths } from '@/config/paths';

/** The member's tickets, newest first; an unseen staff reply is marked. */
export function TicketList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('tickets');
  const tickets = useTickets(page);
  if (tickets.isPending) return <PageLoader />;
  if (tickets.isError) return <QueryError error={tickets.error} onRetry={() => void tickets.refetch()} />;
  const { list, per_page, total } = tickets.data;
  if (list.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md" data-testid="ticket-empty">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="ticket-list">
      {list.map((ticket) => (
        <UnstyledButton
          key={ticket.id}
          component={Link}
          to={paths.member.ticket(ticket.id)}
          data-testid="ticket-item"
          data-unread={!ticket.user_read || undefined}
        >
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate="end" miw={0}>
                {ticket.title}
              </Text>
              <Group gap={4} wrap="nowrap">
                {!ticket.user_read ? (
                  <Badge color="red" size="sm" data-testid="ticket-unread">
                    {t('unreadReply')}
                  </Badge>
                ) : null}
                <TicketStatusBadge status={ticket.status} />
              </Group>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t(`categories.${ticket.category}`)} · {formatDate(ticket.last_message_at, i18n.language)}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
      {total > per_page ? (
        <Pagination
          total={Math.ceil(total / per_page)}
          value={page}
          onChange={onPageChange}
          size="sm"
          style={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
