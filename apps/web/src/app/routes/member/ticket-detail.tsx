import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useTicketThread } from '@/features/tickets/api/read-ticket';
import { TicketThread } from '@/features/tickets/components/ticket-thread';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

/** /web/ticketDetail?id=…: one ticket's thread and the reply box; opening it marks it read. */
export default function TicketDetailPage() {
  const { t } = useTranslation('tickets');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const thread = useTicketThread(id);
  const isMissing = !/^[1-9]\d{0,17}$/.test(id) || (thread.error instanceof ApiError && thread.error.status === 404);
  return (
    <>
      <PageHeader title={t('detailTitle')} backTo={paths.member.customerService} />
      {isMissing ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="ticket-not-found">
          {t('notFound')}
        </Text>
      ) : (
        <QueryState query={thread}>{(data) => <TicketThread thread={data} />}</QueryState>
      )}
    </>
  );
}
