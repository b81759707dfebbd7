import { Badge, Group, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useUnreadAnnouncements } from '@/features/news/api/announcements';
import { useNewsList } from '@/features/news/api/get-news-list';
import { useUnreadNotificationCount } from '@/features/notifications/api/notifications';
import { NewsList } from '@/features/news/components/news-list';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state';

/** /web/system (the header's system icon): notifications and announcements with unread counts, then the news. */
export default function SystemPage() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/$/, '') !== paths.member.system) return <Outlet />;
  return <SystemHome />;
}

function SystemHome() {
  const { t, i18n } = useTranslation(['news', 'notifications']);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const news = useNewsList(i18n.language, 1, page);
  const unread = useUnreadAnnouncements(i18n.language);
  const unreadNotifications = useUnreadNotificationCount(true);
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} />
      <UnstyledButton component={Link} to={paths.member.notifications} data-testid="system-notifications-link">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t('notifications:title')}</Text>
            {unreadNotifications.data ? (
              <Badge color="red" variant="filled" data-testid="system-notifications-unread">
                {t('unreadCount', { count: unreadNotifications.data })}
              </Badge>
            ) : null}
          </Group>
        </Paper>
      </UnstyledButton>
      <UnstyledButton component={Link} to={paths.member.announcement} data-testid="system-announcements-link">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t('announcements')}</Text>
            {unread.data ? (
              <Badge color="red" variant="filled" data-testid="system-announcements-unread">
                {t('unreadCount', { count: unread.data })}
              </Badge>
            ) : null}
          </Group>
        </Paper>
      </UnstyledButton>
      <Text fw={600}>{t('news')}</Text>
      <QueryState query={news}>
        {(data) => (
          <>
            <NewsList items={data.list} />
            {data.total > data.per_page ? (
              <Pagination
                total={Math.ceil(data.total / data.per_page)}
                value={page}
                onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
                size="sm"
                style={{ alignSelf: 'center' }}
              />
            ) : null}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
