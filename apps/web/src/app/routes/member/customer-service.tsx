import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { CreateTicketForm } from '@/features/tickets/components/create-ticket-form';
import { TicketList } from '@/features/tickets/components/ticket-list';
import { paths } from '@/config/paths';

/** /web/customer_service: the member's tickets and the form to open a new one. */
export default function CustomerServicePage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'new' ? 'new' : 'list';
  const page = Math.max(1, Number(search.get('page')) || 1);
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <SegmentedControl
        fullWidth
        value={tab}
        onChange={(value) => setSearch(value === 'new' ? { tab: 'new' } : {}, { replace: true })}
        data={[
          { value: 'list', label: t('myTickets') },
          { value: 'new', label: t('newTicket') },
        ]}
        data-testid="ticket-tabs"
      />
      {tab === 'new' ? (
        <Paper withBorder radius="md" p="md">
          <CreateTicketForm onCreated={(id) => navigate(paths.member.ticket(id))} />
        </Paper>
      ) : (
        <TicketList
          page={page}
          onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
        />
      )}
    </Stack>
  );
}
