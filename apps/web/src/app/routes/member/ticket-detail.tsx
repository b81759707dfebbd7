import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useTicketThread } from '@/features/tickets/api/read-ticket';
import { TicketThread } from '@/features/tickets/components/ticket-thread';
import { paths } from '@/config/paths';
import { RecordOrNotFound, useSearchRecord } from './record-page';

/** A ticket's id as the server issues it: a positive whole number. */
const isTicketId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/** /web/ticketDetail?id=…: one ticket's thread and the reply box; opening it marks it read. */
export default function TicketDetailPage() {
  const { t } = useTranslation('tickets');
  const thread = useSearchRecord(useTicketThread, isTicketId);
  return (
    <>
      <PageHeader title={t('detailTitle')} backTo={paths.member.customerService} />
      <RecordOrNotFound record={thread} notFound={t('notFound')} testId="ticket-not-found">
        {(data) => <TicketThread thread={data} />}
      </RecordOrNotFound>
    </>
  );
}
