import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <Table.ScrollContainer minWidth={320}>
        <Table striped fz="xs" data-testid="report-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('report.type')}</Table.Th>
              <Table.Th ta="right">{t('report.count')}</Table.Th>
              <Table.Th ta="right">{t('report.in')}</Table.Th>
              <Table.Th ta="right">{t('report.out')}</Table.Th>
              <Table.Th ta="right">{t('report.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.map((line) => (
              <Table.Tr key={line.type}>
                <Table.Td>{t(`types.${line.type}`, { defaultValue: line.type })}</Table.Td>
                <Table.Td ta="right">{line.count}</Table.Td>
                <Table.Td ta="right">{money(line.totalIn)}</Table.Td>
                <Table.Td ta="right">{money(line.totalOut)}</Table.Td>
                <Table.Td ta="right">{money(line.net)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
