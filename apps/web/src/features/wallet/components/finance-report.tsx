import { Chip, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FINANCE_REPORT_MAX_DAYS, LOOKUP_BUSINESS_TZ } from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { formatDate } from '@/lib/format';
import { useLookup } from '@/lib/global-api';
import { useFinanceReport } from '../api/get-finance-report';
import { type ReportPeriod, businessToday, daysInRange, periodRange } from '../report-period';
import { splitMoves, totalsByType } from '../report-totals';
import { ReportChart } from './report-chart';
import { ReportMoves, ReportTotals } from './report-totals-table';
import { LoadError } from '@/components/load-error';

function ReportBody({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('wallet');
  const report = useFinanceReport(from, to);
  const { flows, moves } = useMemo(() => splitMoves(totalsByType(report.data?.lines ?? [])), [report.data]);
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <Stack gap="md" data-testid="report-body">
      <Text size="xs" c="dimmed" data-testid="report-range">
        {t('report.range', {
          from: formatDate(`${report.data.from}T00:00:00`, i18n.language),
          to: formatDate(`${report.data.to}T00:00:00`, i18n.language),
          zone: report.data.time_zone,
        })}
      </Text>
      {flows.length + moves.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid="report-empty">
          {t('report.empty')}
        </Text>
      ) : (
        <>
          <ReportTotals totals={flows} />
          {flows.length > 0 ? (
            <Paper withBorder radius="md" p="sm">
              <ReportChart totals={flows} />
            </Paper>
          ) : null}
          {moves.length > 0 ? <ReportMoves moves={moves} /> : null}
        </>
      )}
    </Stack>
  );
}

/** The member's money in and out over a period, per type. */
export function FinanceReport() {
  const { t } = useTranslation('wallet');
  const lookup = useLookup();
  const today = businessToday(lookup.data?.[LOOKUP_BUSINESS_TZ]);
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [custom, setCustom] = useState(() => periodRange('month', today));
  const range = period === 'custom' ? custom : periodRange(period, today);
  const days = daysInRange(range.from, range.to);
  const rangeError =
    period !== 'custom'
      ? undefined
      : days === 0
        ? t('report.rangeBackwards')
        : days > FINANCE_REPORT_MAX_DAYS
          ? t('report.rangeTooLong', { days: FINANCE_REPORT_MAX_DAYS })
          : undefined;

  return (
    <Stack gap="md">
      <Chip.Group value={period} onChange={(value) => setPeriod(value as ReportPeriod)}>
        <Group gap="xs" role="radiogroup" aria-label={t('report.period')} data-testid="report-period">
          {(['week', 'month', 'last30', 'custom'] as const).map((value) => (
            <Chip key={value} value={value} size="sm" data-testid={`report-period-${value}`}>
              {t(`report.periods.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {period === 'custom' ? (
        <Group grow gap="xs" align="flex-start">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="date"
              label={t(`report.${end}`)}
              value={custom[end]}
              max={today}
              onChange={(event) => setCustom({ ...custom, [end]: event.currentTarget.value })}
              // The range is wrong as a whole; its message stands under the second date.
              error={end === 'to' ? rangeError : undefined}
              data-testid={`report-${end}`}
            />
          ))}
        </Group>
      ) : null}
      {rangeError ? null : <ReportBody from={range.from} to={range.to} />}
    </Stack>
  );
}
