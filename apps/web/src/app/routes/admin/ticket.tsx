import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminTicket } from '@/features/admin/api/tickets';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { TicketAdminThread } from '@/features/admin/components/ticket-admin-thread';
import { PageTitle } from './page-title';
import { paths } from '@/config/paths';

/** /admin/tickets/:id: one ticket; opening it marks it read for staff. */
export default function AdminTicketPage() {
  const { t } = useTranslation('tickets');
  const { id = '' } = useParams();
  const ticket = useAdminTicket(id);
  return (
    <>
      <Anchor component={Link} to={paths.admin.tickets} size="sm">
        ← {t('admin.backToInbox')}
      </Anchor>
      <PageTitle>{t('admin.ticketTitle', { id })}</PageTitle>
      {ticket.isPending ? (
        <PageLoader />
      ) : ticket.isError ? (
        <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />
      ) : (
        <TicketAdminThread thread={ticket.data} />
      )}
    </>
  );
}
