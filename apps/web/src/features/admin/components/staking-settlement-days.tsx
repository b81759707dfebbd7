import { Badge, Paper, Text } from '@mantine/core';
import type { SettlementDayRow } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDateTime, formatUsdt } from '@/lib/format';
import { useSettlementDays } from '../api/get-settlement-days';
import { type DataColumn, DataTable } from '@/components/data-table';
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
  const count = (value: number) => formatCount(value, i18n.language);
  const columns: DataColumn<SettlementDayRow>[] = [
    { key: 'day', header: t('days.day'), cell: (day) => day.business_day },
    {
      key: 'status',
      header: t('days.status'),
      cell: (day) => {
        const status = day.finished_at === null ? 'running' : day.is_business_day ? 'done' : 'weekend';
        return (
          <Badge
            size="sm"
            variant="light"
            tt="none"
            color={status === 'done' ? 'teal' : status === 'running' ? 'orange' : 'gray'}
          >
            {t(`days.statuses.${status}`)}
          </Badge>
        );
      },
    },
    { key: 'accruals', header: t('days.accruals'), align: 'right', cell: (day) => count(day.stakes_accrued) },
    { key: 'profit', header: t('days.profit'), align: 'right', cell: (day) => money(day.profit) },
    { key: 'bonus', header: t('days.bonus'), align: 'right', cell: (day) => money(day.bonus) },
    { key: 'matured', header: t('days.matured'), align: 'right', cell: (day) => count(day.matured) },
    { key: 'renewed', header: t('days.renewed'), align: 'right', cell: (day) => count(day.renewed) },
    { key: 'notices', header: t('days.notices'), align: 'right', cell: (day) => count(day.notices) },
    { key: 'finished', header: t('days.finishedAt'), cell: (day) => formatDateTime(day.finished_at, i18n.language) },
  ];
  return (
    <Paper withBorder radius="md">
      <DataTable
        striped
        fz="sm"
        minWidth={820}
        testId="admin-settlement-days"
        columns={columns}
        rows={days.data}
        rowKey={(day) => day.business_day}
      />
    </Paper>
  );
}
