import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { formatDate } from '@/lib/format';
import { useAnnouncements, useMarkAnnouncementRead } from '../api/announcements';
import { openNewsDetailModal } from './news-detail';

/** Announcements with an unread mark; opening one shows it and marks it read for this member. */
export function AnnouncementList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
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
        <UnstyledButton
          key={item.id}
          onClick={() => {
            openNewsDetailModal(item);
            if (item.is_read === false) markRead.mutate(item.id);
          }}
          data-testid="announcement-item"
          data-unread={item.is_read === false || undefined}
        >
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={item.is_read === false ? 700 : 500} lineClamp={2} miw={0}>
                {item.title}
              </Text>
              {item.is_read === false ? (
                <Badge color="red" size="sm" variant="filled" data-testid="announcement-unread">
                  {t('new')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2} mt={2}>
              {item.description}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {formatDate(item.updated_at, i18n.language)}
            </Text>
          </Paper>
        </UnstyledButton>
      )}
    />
  );
}
