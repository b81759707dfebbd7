import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { LiabilityReport, PlatformAccountNature } from '@tandem/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiabilityReport } from '../api/get-liability-report';
import { type DataColumn, DataTable, DataTableFrame, DataTableRow } from '@/components/data-table';
import { QueryState } from '@/components/query-state';
import { formatCount, formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { MoneyText } from '@/components/money-text';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
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

type Report = LiabilityReport;

/** A table with rows, or a line saying there is nothing to show yet (not a bare heading). */
function RowsOrEmpty({ count, empty, children }: { count: number; empty: string; children: ReactNode }) {
  return count > 0 ? (
    children
  ) : (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

const natureColour: Record<PlatformAccountNature, string> = {
  asset: 'blue',
  income: 'teal',
  expense: 'orange',
  liability: 'grape',
  payout: 'gray',
};

/** Figures align right in tabular digits, so the columns of amounts line up; each shows its exact value on hover. */
const figure = { align: 'right', style: { fontVariantNumeric: 'tabular-nums' } } as const;

/** What the platform owes members, from the ledger, against what went through the treasury. */
export function FinanceLiabilities() {
  const { t } = useTranslation('admin-finance');
  const report = useLiabilityReport();
  const kind = (account: string) => t(`liability.kinds.${account}`, { defaultValue: account });
  const count = (value: number) => formatCount(value, i18n.language);
  const money = (amount: string) => <MoneyText amount={amount} asset={null} />;
  const balanceColumns: DataColumn<Report['member_balances'][number]>[] = [
    { key: 'account', header: t('liability.account'), cell: (b) => kind(b.account) },
    {
      key: 'total',
      header: t('liability.total'),
      cell: (b) => <MoneyText amount={b.total} asset={b.asset} />,
      ...figure,
    },
    { key: 'accounts', header: t('liability.accounts'), cell: (b) => count(b.accounts), ...figure },
  ];
  const withdrawalColumns: DataColumn<Report['withdrawals'][number]>[] = [
    {
      key: 'status',
      header: t('liability.status'),
      cell: (w) => t(`withdrawalStatus.${w.status}`, { defaultValue: w.status }),
    },
    { key: 'count', header: t('liability.count'), cell: (w) => count(w.count), ...figure },
    { key: 'amount', header: t('liability.amount'), cell: (w) => money(w.amount), ...figure },
    { key: 'fee', header: t('liability.fee'), cell: (w) => money(w.fee), ...figure },
  ];
  const platformColumns: DataColumn<Report['platform'][number]>[] = [
    { key: 'account', header: t('liability.account'), cell: (p) => `${kind(p.account)} · ${p.asset}` },
    {
      key: 'nature',
      header: t('liability.natureHeader'),
      cell: (p) => (
        <Badge variant="light" color={natureColour[p.nature]} tt="none">
          {t(`liability.nature.${p.nature}`)}
        </Badge>
      ),
    },
    { key: 'in', header: t('liability.moneyIn'), cell: (p) => money(p.money_in), ...figure },
    { key: 'out', header: t('liability.moneyOut'), cell: (p) => money(p.money_out), ...figure },
    { key: 'net', header: t('liability.net'), cell: (p) => money(p.net), ...figure },
  ];
  return (
    <QueryState query={report}>
      {(r) => (
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
            <Figure
              label={t('liability.owedTotal')}
              value={<MoneyText amount={r.owed_usdt_total} />}
              testId="admin-liability-owed"
            />
            <Figure label={t('liability.approvedUnpaid')} value={<MoneyText amount={r.approved_unpaid} />} />
            <Figure
              label={t('liability.pendingDeposits', { count: r.pending_deposits.count })}
              value={<MoneyText amount={r.pending_deposits.amount} />}
            />
          </SimpleGrid>

          <Title order={5}>{t('liability.memberBalances')}</Title>
          <DataTable
            striped
            minWidth={320}
            columns={balanceColumns}
            rows={r.member_balances}
            rowKey={(b) => b.account}
          />

          <Title order={5}>{t('withdrawals')}</Title>
          <RowsOrEmpty count={r.withdrawals.length} empty={t('liability.noWithdrawals')}>
            <DataTable
              striped
              minWidth={320}
              columns={withdrawalColumns}
              rows={r.withdrawals}
              rowKey={(w) => w.status}
            />
          </RowsOrEmpty>

          <Title order={5}>{t('liability.platform')}</Title>
          <Text size="xs" c="dimmed">
            {t('liability.platformHint')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('liability.columnsHint')}
          </Text>
          <RowsOrEmpty count={r.platform.length} empty={t('liability.noPlatformMovements')}>
            <Table.ScrollContainer minWidth={460}>
              <DataTableFrame striped columns={platformColumns}>
                {r.platform.map((p) => (
                  <DataTableRow
                    key={`${p.account}:${p.asset}`}
                    columns={platformColumns}
                    row={p}
                    testId={`admin-liability-platform-${p.account}-${p.asset}`}
                  />
                ))}
              </DataTableFrame>
            </Table.ScrollContainer>
          </RowsOrEmpty>
        </Stack>
      )}
    </QueryState>
  );
}
