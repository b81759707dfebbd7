import { useTranslation } from 'react-i18next';
import { useTicketThread } from '@/features/tickets/api/read-ticket';
import { TicketThread } from '@/features/tickets/components/ticket-thread';
import { paths } from '@/config/paths';
import { SearchRecordPage } from './record-page';

/** A ticket's id as the server issues it: a positive whole number. */
const isTicketId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

/** /web/ticketDetail?id=…: one ticket's thread and the reply box; opening it marks it read. */
export default function TicketDetailPage() {
  const { t } = useTranslation('tickets');
  return (
    <SearchRecordPage
      useRecord={useTicketThread}
      isValidId={isTicketId}
      title={t('detailTitle')}
      backTo={paths.member.customerService}
      notFound={t('notFound')}
      testId="ticket-not-found"
    >
      {(data) => <TicketThread thread={data} />}
    </SearchRecordPage>
  );
}
