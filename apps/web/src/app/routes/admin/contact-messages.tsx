import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactMessageList } from '@/features/admin/components/contact-message-list';
import { PageTitle } from './page-title';
import { pageFrom } from './use-list-search';

export default function AdminContactMessagesPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  // Unhandled first: that is the work waiting.
  const handled = search.get('handled') ?? 'false';
  return (
    <>
      <PageTitle>{t('contact.title')}</PageTitle>
      <ContactMessageList
        params={{
          page: pageFrom(search),
          ...(handled === 'true' || handled === 'false' ? { handled } : {}),
        }}
        onParamsChange={(next) => {
          const query = new URLSearchParams({ handled: next.handled ?? 'all' });
          if (next.page > 1) query.set('page', String(next.page));
          setSearch(query, { replace: true });
        }}
      />
    </>
  );
}
