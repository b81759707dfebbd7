import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordNotice } from '@/components/record-notice';
import { formatDate } from '@/lib/format';
import { useAnnouncements, useMarkAnnouncementRead } from '../api/announcements';
import { openNewsDetailModal } from './news-detail';

/** Announcements with an unread mark; opening one shows it and marks it read for this member. */
export function AnnouncementList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('news');
  const announcements = useAnnouncements(i18n.language, page);
  const markRead = useMarkAnnouncementRead();
  return (
    <PagedList
      query={announcements}
      emptyText={t('empty')}
      testId="announcement"
      onPageChange={onPageChange}
      renderItem={(item) => (
        <RecordNotice
          key={item.id}
          testId="announcement-item"
          title={item.title}
          body={item.description}
          bodyLines={2}
          date={formatDate(item.updated_at, i18n.language)}
          isUnread={item.is_read === false}
          newLabel={t('new')}
          newTestId="announcement-unread"
          onOpen={() => {
            openNewsDetailModal(item);
            if (item.is_read === false) markRead.mutate(item.id);
          }}
        />
      )}
    />
  );
}
