import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TotalsTable } from '@/components/totals-table';
import { formatUsdt } from '@/lib/format';
import { type TypeTotal, grandTotal } from '../report-totals';

/** The period's headline (in, out, net) and the totals per type. */
export function ReportTotals({ totals }: { totals: TypeTotal[] }) {
  const { t, i18n } = useTranslation('wallet');
  const money = (value: string) => formatUsdt(value, i18n.language);
  const total = grandTotal(totals);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="xs">
        {(
          [
            ['in', total.totalIn],
            ['out', total.totalOut],
            ['net', total.net],
          ] as const
        ).map(([key, value]) => (
          <Paper key={key} withBorder radius="md" p="xs" data-testid={`report-total-${key}`}>
            <Text size="xs" c="dimmed">
              {t(`report.${key}`)}
            </Text>
            <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {money(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <TotalsTable
        fz="xs"
        testId="report-table"
        rows={totals}
        rowKey={(line) => line.type}
        columns={[
          { label: t('report.type'), value: (line) => t(`types.${line.type}`, { defaultValue: line.type }) },
          { label: t('report.count'), value: (line) => line.count, isNumeric: true },
          { label: t('report.in'), value: (line) => money(line.totalIn), isNumeric: true },
          { label: t('report.out'), value: (line) => money(line.totalOut), isNumeric: true },
          { label: t('report.net'), value: (line) => money(line.net), isNumeric: true },
        ]}
      />
    </Stack>
  );
}
