import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { AnnouncementList } from '@/features/news/components/announcement-list';
import { paths } from '@/config/paths';

/** /web/system/announcement: system announcements with the member's unread marks. */
export default function SystemAnnouncementPage() {
  const { t } = useTranslation('news');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  return (
    <>
      <PageHeader title={t('announcements')} backTo={paths.member.system} />
      <AnnouncementList
        page={page}
        onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
      />
    </>
  );
}
