import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { TabSwitch, useUrlTabs } from '@/components/url-tabs';
import { CreateTicketForm } from '@/features/tickets/components/create-ticket-form';
import { TicketList } from '@/features/tickets/components/ticket-list';
import { paths } from '@/config/paths';

/** /web/customer_service: the member's tickets and the form to open a new one (the FAQ offered first). */
export default function CustomerServicePage() {
  const { t } = useTranslation(['tickets', 'help']);
  const navigate = useNavigate();
  const tabs = useUrlTabs({ list: t('myTickets'), new: t('newTicket') });
  const page = Math.max(1, Number(tabs.search.get('page')) || 1);
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <TabSwitch tabs={tabs} testId="ticket-tabs" />
      {tabs.tab === 'new' ? (
        <Paper withBorder radius="md" p="md">
          <Anchor
            component={Link}
            to={paths.member.faq}
            size="sm"
            mb="sm"
            display="block"
            data-testid="ticket-faq-link"
          >
            {t('help:links.needHelp')}
          </Anchor>
          <CreateTicketForm onCreated={(id) => navigate(paths.member.ticket(id))} />
        </Paper>
      ) : (
        <TicketList
          page={page}
          onPageChange={(next) => tabs.setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
        />
      )}
    </Stack>
  );
}
