import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { NotificationList } from '@/features/notifications/components/notification-list';

/** /web/notifications: decisions, ticket replies and announcements; the header bell leads here. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  return (
    <>
      <PageHeader title={t('title')} />
      <NotificationList
        page={page}
        onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
      />
    </>
  );
}
