import { useTranslation } from 'react-i18next';
import { useAdminTicket } from '@/features/admin/api/tickets';
import { TicketAdminThread } from '@/features/admin/components/ticket-admin-thread';
import { RecordPage } from './page-title';
import { paths } from '@/config/paths';

/** /admin/tickets/:id: one ticket; opening it marks it read for staff. */
export default function AdminTicketPage() {
  const { t } = useTranslation('tickets');
  return (
    <RecordPage
      useRecord={useAdminTicket}
      backTo={paths.admin.tickets}
      back={t('admin.backToInbox')}
      title={(id) => t('admin.ticketTitle', { id })}
    >
      {(data) => <TicketAdminThread thread={data} />}
    </RecordPage>
  );
}
