import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '@/components/data-table';
import type { TFunction } from 'i18next';
import { formatUsdt } from '@/lib/format';
import { type TypeTotal, grandTotal } from '../report-totals';

/** The first two columns of both report tables: the movement's type in words, and how many there were. */
function typeAndCount(t: TFunction<'wallet'>): DataColumn<TypeTotal>[] {
  return [
    { key: 'type', header: t('report.type'), cell: (line) => t(`types.${line.type}`, { defaultValue: line.type }) },
    { key: 'count', header: t('report.count'), cell: (line) => line.count, align: 'right' },
  ];
}

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
      {totals.length === 0 ? null : (
        <DataTable
          striped
          minWidth={320}
          fz="xs"
          testId="report-table"
          rows={totals}
          rowKey={(line) => line.type}
          columns={[
            ...typeAndCount(t),
            { key: 'in', header: t('report.in'), cell: (line) => money(line.totalIn), align: 'right' },
            { key: 'out', header: t('report.out'), cell: (line) => money(line.totalOut), align: 'right' },
            { key: 'net', header: t('report.net'), cell: (line) => money(line.net), align: 'right' },
          ]}
        />
      )}
    </Stack>
  );
}

/**
 * Money the member only moved (principal into and back from staking plans, swaps between their own
 * wallets), apart from In and Out: it was neither spent nor earned.
 */
export function ReportMoves({ moves }: { moves: TypeTotal[] }) {
  const { t, i18n } = useTranslation('wallet');
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="report-moved">
      <Text fw={600} size="sm">
        {t('report.moved.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('report.moved.hint')}
      </Text>
      <DataTable
        minWidth={300}
        fz="xs"
        testId="report-moved-table"
        rows={moves}
        rowKey={(line) => line.type}
        columns={[
          ...typeAndCount(t),
          { key: 'out', header: t('report.moved.out'), cell: (line) => money(line.totalOut), align: 'right' },
          { key: 'in', header: t('report.moved.in'), cell: (line) => money(line.totalIn), align: 'right' },
        ]}
      />
    </Paper>
  );
}
