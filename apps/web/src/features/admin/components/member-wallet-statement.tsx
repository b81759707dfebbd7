import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberWallet } from '../api/get-member-wallet';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { ListPagination } from '@/components/list-pagination';
import { formatDateTime, formatMoneyExact } from '@/lib/format';
import { MoneyText } from '@/components/money-text';
import { i18n } from '@/lib/i18n';

const balanceOrder = ['point1', 'point2', 'point3', 'point4', 'point5', 'withdrawal_hold', 'stake_lock'];
const num = { fontVariantNumeric: 'tabular-nums' } as const;

/** A member's balances and ledger statement, newest first, for the finance desk: ledger detail, so every micro unit shows. */
export function MemberWalletStatement({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['admin-finance', 'wallet']);
  const [page, setPage] = useState(1);
  const wallet = useMemberWallet(memberId, page);
  if (wallet.isPending) return <PageLoader />;
  if (wallet.isError) return <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />;
  const { member, balances, statement } = wallet.data;
  const kindLabel = (kind: string) => t(`liability.kinds.${kind}`, { defaultValue: kind });
  return (
    <Stack gap="md" data-testid="admin-member-wallet">
      <div>
        <Title order={3}>{t('statement.title', { username: member.username })}</Title>
        <Text size="sm" c="dimmed">
          #{member.id} {member.fullname ? `· ${member.fullname}` : ''}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {balanceOrder
          .filter((kind) => kind in balances)
          .map((kind) => (
            <Card key={kind} withBorder padding="xs">
              <Text size="xs" c="dimmed">
                {kindLabel(kind)}
              </Text>
              <Text fw={700} style={num} data-testid={`admin-member-balance-${kind}`}>
                <MoneyText amount={balances[kind]!} asset={null} exact />
              </Text>
            </Card>
          ))}
      </SimpleGrid>
      <Title order={5}>{t('statement.entries')}</Title>
      {statement.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {statement.list.map((line) => {
            const isCredit = !line.amount.startsWith('-');
            return (
              <Card key={line.id} withBorder padding="xs" data-testid="admin-statement-line">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {/* The desk's own words where it has them, else the member's label every journal type has. */}
                      {t(`statement.types.${line.type}`, { defaultValue: t(`wallet:types.${line.type}`) })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {kindLabel(line.account)} · {formatDateTime(line.created_at, i18n.language)}
                    </Text>
                  </div>
                  <Stack gap={0} align="flex-end">
                    <Text fw={700} c={isCredit ? 'teal' : 'red'} style={num}>
                      <MoneyText amount={line.amount} asset={null} exact signed />
                    </Text>
                    {line.balance_after !== null ? (
                      <Text size="xs" c="dimmed" style={num}>
                        {t('statement.balanceAfter', { balance: formatMoneyExact(line.balance_after, i18n.language) })}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <ListPagination page={statement.page} perPage={statement.per_page} total={statement.total} onChange={setPage} />
    </Stack>
  );
}
