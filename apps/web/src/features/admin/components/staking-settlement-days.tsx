import { Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatUsdt } from '@/lib/format';
import { useSettlementDays } from '../api/staking-admin';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';

/** Settled business days, newest first, with what each one paid: read-only, the job writes them. */
export function StakingSettlementDays() {
  const { t, i18n } = useTranslation('admin-staking');
  const days = useSettlementDays();
  if (days.isPending) return <PageLoader />;
  if (days.isError) return <LoadError error={days.error} onRetry={() => void days.refetch()} />;
  if (days.data.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md">
        {t('days.empty')}
      </Text>
    );
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table striped fz="sm" data-testid="admin-settlement-days">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('days.day')}</Table.Th>
              <Table.Th>{t('days.status')}</Table.Th>
              <Table.Th ta="right">{t('days.accruals')}</Table.Th>
              <Table.Th ta="right">{t('days.profit')}</Table.Th>
              <Table.Th ta="right">{t('days.bonus')}</Table.Th>
              <Table.Th ta="right">{t('days.matured')}</Table.Th>
              <Table.Th ta="right">{t('days.renewed')}</Table.Th>
              <Table.Th ta="right">{t('days.notices')}</Table.Th>
              <Table.Th>{t('days.finishedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.data.map((day) => {
              const status = day.finished_at === null ? 'running' : day.is_business_day ? 'done' : 'weekend';
              return (
                <Table.Tr key={day.business_day}>
                  <Table.Td>{day.business_day}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant="light"
                      tt="none"
                      color={status === 'done' ? 'teal' : status === 'running' ? 'orange' : 'gray'}
                    >
                      {t(`days.statuses.${status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(day.stakes_accrued, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{money(day.profit)}</Table.Td>
                  <Table.Td ta="right">{money(day.bonus)}</Table.Td>
                  <Table.Td ta="right">{formatCount(day.matured, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{formatCount(day.renewed, i18n.language)}</Table.Td>
                  <Table.Td ta="right">{formatCount(day.notices, i18n.language)}</Table.Td>
                  <Table.Td>{formatDateTime(day.finished_at, i18n.language)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
