import { Button, Group, Stack } from '@mantine/core';
import type { NotificationItem } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordNotice } from '@/components/record-notice';
import { formatDate } from '@/lib/format';
import { useMarkNotificationsRead, useNotifications, useUnreadNotificationCount } from '../api/notifications';
import { notificationTarget, notificationText } from './notification-text';
import { paths } from '@/config/paths';

/**
 * The member's notifications, newest first. Tapping one marks it read and opens the page it is
 * about; "mark all read" clears the bell. Announcements and news keep their own page, linked on top.
 */
export function NotificationList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('notifications');
  const navigate = useNavigate();
  const notifications = useNotifications(page);
  const markRead = useMarkNotificationsRead();
  const unread = useUnreadNotificationCount(true);

  const hasItems = (notifications.data?.list.length ?? 0) > 0;

  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ id: item.id });
    const target = notificationTarget(item);
    if (target) navigate(target);
  };

  const actions = (
    <Group justify="space-between" gap="xs">
      <Button
        component={Link}
        to={paths.member.system}
        variant="light"
        size="compact-sm"
        data-testid="notification-system-link"
      >
        {t('systemLink')}
      </Button>
      {hasItems ? (
        <Button
          variant="subtle"
          size="compact-sm"
          ml="auto"
          disabled={!unread.data}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notification-read-all"
        >
          {t('markAllRead')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="xs">
      {actions}
      <PagedList
        query={notifications}
        emptyText={t('empty')}
        testId="notification"
        onPageChange={onPageChange}
        renderItem={(item) => {
          const text = notificationText(item, t, i18n.language);
          return (
            <RecordNotice
              key={item.id}
              testId="notification-item"
              kind={item.kind}
              title={text.title}
              // An announcement's notice is its title, a server text in the reader's language (decision 024).
              body={item.kind === 'announcement' ? <span data-server-text>{text.body}</span> : text.body}
              bodyLines={3}
              date={formatDate(item.created_at, i18n.language)}
              isUnread={!item.read}
              newLabel={t('new')}
              onOpen={() => open(item)}
            />
          );
        }}
      />
    </Stack>
  );
}
