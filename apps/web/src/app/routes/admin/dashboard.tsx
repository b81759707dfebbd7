import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan, useStaffMe } from '@/features/admin/api/get-me';
import { DashboardStats } from '@/features/admin/components/dashboard-stats';
import { WorkQueuePanel } from '@/features/admin/components/work-queue-panel';
import { PageTitle } from './page-title';

export default function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useStaffMe();
  const canSeeContact = useCan('contact.read');
  return (
    <>
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {me ? (
        <Text c="dimmed" mb="md" size="sm">
          {t('dashboard.welcome', { username: me.username, role: t(`roles.${me.role}`) })}
        </Text>
      ) : null}
      <Stack gap="lg">
        <WorkQueuePanel />
        <DashboardStats canSeeContact={canSeeContact} />
      </Stack>
    </>
  );
}
