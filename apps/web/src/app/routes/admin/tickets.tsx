import { SegmentedControl, Stack } from '@mantine/core';
import { ticketInboxFilters } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CannedReplies } from '@/features/admin/components/canned-replies';
import { TicketInbox } from '@/features/admin/components/ticket-inbox';
import { PageTitle } from './page-title';
import { pageFrom } from './use-list-search';

type Filter = (typeof ticketInboxFilters)[number];
const isFilter = (value: string | null): value is Filter => ticketInboxFilters.includes(value as Filter);

/** /admin/tickets: the support inbox, and the canned replies on a second tab. */
export default function AdminTicketsPage() {
  const { t } = useTranslation('tickets');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'canned' ? 'canned' : 'inbox';
  const filterParam = search.get('filter');
  const filter: Filter = isFilter(filterParam) ? filterParam : 'open';
  return (
    <>
      <PageTitle>{t('admin.title')}</PageTitle>
      <Stack gap="md">
        <SegmentedControl
          value={tab}
          onChange={(value) => setSearch(value === 'canned' ? { tab: 'canned' } : {}, { replace: true })}
          data={[
            { value: 'inbox', label: t('admin.inbox') },
            { value: 'canned', label: t('admin.canned') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {tab === 'canned' ? (
          <CannedReplies />
        ) : (
          <TicketInbox
            params={{ filter, page: pageFrom(search) }}
            onParamsChange={(next) => {
              const query = new URLSearchParams({ filter: next.filter });
              if (next.page > 1) query.set('page', String(next.page));
              setSearch(query, { replace: true });
            }}
          />
        )}
      </Stack>
    </>
  );
}
