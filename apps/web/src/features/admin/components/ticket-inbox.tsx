import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { ticketInboxFilters } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { TicketStatusBadge } from './ticket-status-badge';
import { type TicketInboxParams, useTicketInbox } from '../api/tickets';
import { paths } from '@/config/paths';
import { PagedLinkList } from '@/components/paged-list';
import type { ListScreenProps } from './list-screen-props';
import { RowCard } from './row-card';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** "2 h 5 min" from seconds, for the first-response time. */
export function formatDuration(seconds: number, t: (key: string, options?: Record<string, unknown>) => string) {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('admin.minutes', { count: Math.max(minutes, 0) });
  return t('admin.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The support inbox: unread first, then by latest message. */
export function TicketInbox({ params, onParamsChange }: ListScreenProps<TicketInboxParams>) {
  const { t } = useTranslation('tickets');
  const inbox = useTicketInbox(params);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={params.filter}
        onChange={(value) => onParamsChange({ page: 1, filter: value as TicketInboxParams['filter'] })}
        data={ticketInboxFilters.map((f) => ({ value: f, label: t(`admin.filters.${f}`) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        data-testid="ticket-inbox-filter"
      />
      <PagedLinkList
        query={inbox}
        emptyText={t('admin.empty')}
        gap="sm"
        onPageChange={(page) => onParamsChange({ ...params, page })}
        linkTo={(ticket) => paths.admin.ticket(ticket.id)}
        itemTestId="admin-ticket-row"
        renderItem={(ticket) => (
          <RowCard
            title={`#${ticket.id} ${ticket.title}`}
            titleProps={{ fw: ticket.staff_read ? 500 : 700, truncate: 'end', miw: 0 }}
            aside={
              <Group gap={4} wrap="nowrap">
                {!ticket.staff_read ? (
                  <Badge color="red" size="sm">
                    {t('admin.unread')}
                  </Badge>
                ) : null}
                <TicketStatusBadge status={ticket.status} />
              </Group>
            }
          >
            <Text size="sm" c="dimmed" mt={4}>
              {ticket.member_username} · {t(`categories.${ticket.category}`)} ·{' '}
              {formatDateTime(ticket.last_message_at, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {t('admin.assignee')}: {ticket.assigned_staff_username ?? t('admin.unassigned')} ·{' '}
              {t('admin.firstResponse')}:{' '}
              {ticket.first_response_seconds === null
                ? t('admin.noResponseYet')
                : formatDuration(ticket.first_response_seconds, t)}
            </Text>
          </RowCard>
        )}
      />
    </Stack>
  );
}
