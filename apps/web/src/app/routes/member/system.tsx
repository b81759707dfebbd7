import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { ListPagination } from '@/components/list-pagination';
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
      <UnreadLink
        to={paths.member.notifications}
        label={t('notifications:title')}
        unread={unreadNotifications.data}
        testId="system-notifications"
      />
      <UnreadLink
        to={paths.member.announcement}
        label={t('announcements')}
        unread={unread.data}
        testId="system-announcements"
      />
      <Text fw={600}>{t('news')}</Text>
      <QueryState query={news}>
        {(data) => (
          <>
            <NewsList items={data.list} />
            <ListPagination
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: true })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

/** A row to the notifications or announcements, with how many are unread. */
function UnreadLink({ to, label, unread, testId }: { to: string; label: string; unread?: number; testId: string }) {
  const { t } = useTranslation('news');
  return (
    <UnstyledButton component={Link} to={to} data-testid={`${testId}-link`}>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          {unread ? (
            <Badge color="red" variant="filled" data-testid={`${testId}-unread`}>
              {t('unreadCount', { count: unread })}
            </Badge>
          ) : null}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
