import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { NotificationItem } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { formatDate } from '@/lib/format';
import { useMarkNotificationsRead, useNotifications, useUnreadNotificationCount } from '../api/notifications';
import { notificationTarget, notificationText } from './notification-text';
import { paths } from '@/config/paths';

/**
 * The member's notifications, newest first. Tapping one marks it read and opens the page it is
 * about; "mark all read" clears the bell. Announcements and news keep their own page, linked on top.
 */
export function NotificationList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
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
            <UnstyledButton
              key={item.id}
              onClick={() => open(item)}
              data-testid="notification-item"
              data-kind={item.kind}
              data-unread={!item.read || undefined}
            >
              <Paper withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={item.read ? 500 : 700} lineClamp={2} miw={0}>
                    {text.title}
                  </Text>
                  {item.read ? null : (
                    <Badge color="red" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                      {t('new')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" lineClamp={3} mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {text.body}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  {formatDate(item.created_at, i18n.language)}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        }}
      />
    </Stack>
  );
}
