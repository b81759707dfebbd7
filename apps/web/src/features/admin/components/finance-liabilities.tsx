import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLiabilityReport } from '../api/finance-adjustments';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatCount, formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={num} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** What the platform owes members, from the ledger, against what went through the treasury. */
export function FinanceLiabilities() {
  const { t } = useTranslation('admin-finance');
  const report = useLiabilityReport();
  if (report.isPending) return <PageLoader />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <Stack gap="md" data-testid="admin-liabilities">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('liability.generatedAt', { at: formatDateTime(r.generated_at, i18n.language) })}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void report.refetch()} loading={report.isFetching}>
          {t('liability.refresh')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('liability.owedTotal')} value={`${r.owed_usdt_total} USDT`} testId="admin-liability-owed" />
        <Figure label={t('liability.approvedUnpaid')} value={`${r.approved_unpaid} USDT`} />
        <Figure
          label={t('liability.pendingDeposits', { count: r.pending_deposits.count })}
          value={`${r.pending_deposits.amount} USDT`}
        />
      </SimpleGrid>

      <Title order={5}>{t('liability.memberBalances')}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liability.account')}</Table.Th>
              <Table.Th ta="right">{t('liability.total')}</Table.Th>
              <Table.Th ta="right">{t('liability.accounts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.member_balances.map((b) => (
              <Table.Tr key={b.account}>
                <Table.Td>{t(`liability.kinds.${b.account}`, { defaultValue: b.account })}</Table.Td>
                <Table.Td ta="right" style={num}>
                  {b.total} {b.asset}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {formatCount(b.accounts, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={5}>{t('withdrawals')}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liability.status')}</Table.Th>
              <Table.Th ta="right">{t('liability.count')}</Table.Th>
              <Table.Th ta="right">{t('liability.amount')}</Table.Th>
              <Table.Th ta="right">{t('liability.fee')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.withdrawals.map((w) => (
              <Table.Tr key={w.status}>
                <Table.Td>{t(`withdrawalStatus.${w.status}`, { defaultValue: w.status })}</Table.Td>
                <Table.Td ta="right" style={num}>
                  {formatCount(w.count, i18n.language)}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {w.amount}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {w.fee}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={5}>{t('liability.platform')}</Title>
      <Text size="xs" c="dimmed">
        {t('liability.platformHint')}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liability.account')}</Table.Th>
              <Table.Th ta="right">{t('liability.moneyIn')}</Table.Th>
              <Table.Th ta="right">{t('liability.moneyOut')}</Table.Th>
              <Table.Th ta="right">{t('liability.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.platform.map((p) => (
              <Table.Tr key={`${p.account}:${p.asset}`}>
                <Table.Td>
                  {t(`liability.kinds.${p.account}`, { defaultValue: p.account })} · {p.asset}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {p.money_in}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {p.money_out}
                </Table.Td>
                <Table.Td ta="right" style={num}>
                  {p.net}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
