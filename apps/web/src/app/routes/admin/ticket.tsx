import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminTicket } from '@/features/admin/api/tickets';
import { QueryState } from '@/components/query-state';
import { TicketAdminThread } from '@/features/admin/components/ticket-admin-thread';
import { RecordPageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/tickets/:id: one ticket; opening it marks it read for staff. */
export default function AdminTicketPage() {
  const { t } = useTranslation('tickets');
  const { id = '' } = useParams();
  const ticket = useAdminTicket(id);
  return (
    <>
      <RecordPageTitle backTo={paths.admin.tickets} back={t('admin.backToInbox')}>
        {t('admin.ticketTitle', { id })}
      </RecordPageTitle>
      <QueryState query={ticket}>{(data) => <TicketAdminThread thread={data} />}</QueryState>
    </>
  );
}
