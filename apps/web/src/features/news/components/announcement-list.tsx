import type { NewsItem } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordNotice } from '@/components/record-notice';
import { formatDate } from '@/lib/format';
import { useAnnouncements, useMarkAnnouncementRead } from '../api/announcements';
import { openNewsDetailModal } from './news-detail';

/** One page of the announcements, in the reader's language. */
function useAnnouncementPage(page: number) {
  const { i18n } = useTranslation('news');
  return useAnnouncements(i18n.language, page);
}

/** One announcement with its unread mark; opening it shows it and marks it read for this member. */
function AnnouncementItem({ record: item }: { record: NewsItem }) {
  const { t, i18n } = useTranslation('news');
  const markRead = useMarkAnnouncementRead();
  return (
    <RecordNotice
      testId="announcement-item"
      title={<span data-server-text>{item.title}</span>}
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
  );
}

/** Announcements with an unread mark. */
export const AnnouncementList = pagedRecordList(
  useAnnouncementPage,
  { empty: 'news:empty', testId: 'announcement' },
  AnnouncementItem,
);
