import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../api/get-dashboard';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatCount } from '@/lib/format';
import { i18n } from '@/lib/i18n';

function Stat({ label, value, to, testId }: { label: string; value: number; to?: string; testId: string }) {
  const body = (
    <Paper withBorder p="md" radius="md" h="100%" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} mt={4}>
        {formatCount(value, i18n.language)}
      </Text>
    </Paper>
  );
  return to ? (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {body}
    </Link>
  ) : (
    body
  );
}

export function DashboardStats({ canSeeContact }: { canSeeContact: boolean }) {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
      <Stat
        label={t('dashboard.membersTotal')}
        value={d.members_total}
        to={paths.admin.members}
        testId="stat-members"
      />
      <Stat
        label={t('dashboard.membersFrozen')}
        value={d.members_frozen}
        to={paths.admin.frozenMembers}
        testId="stat-frozen"
      />
      <Stat label={t('dashboard.membersNewToday')} value={d.members_new_today} testId="stat-new-today" />
      <Stat
        label={t('dashboard.contactUnhandled')}
        value={d.contact_unhandled}
        to={canSeeContact ? paths.admin.unhandledContactMessages : undefined}
        testId="stat-contact"
      />
    </SimpleGrid>
  );
}
