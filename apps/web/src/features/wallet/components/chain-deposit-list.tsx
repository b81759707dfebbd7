import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChainDepositStatus } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { formatDate, formatUsdt } from '@/lib/format';
import { useChainDeposits } from '../api/chain-deposits';

const statusColor: Record<ChainDepositStatus, string> = {
  seen: 'yellow',
  credited: 'teal',
  unmatched: 'gray',
  dismissed: 'red',
  orphaned: 'red',
};

/**
 * The member's BEP-20 transfers read from the chain and where each stands (seen → credited). Shown
 * only once there is one, so a platform without a chain looks as before.
 */
export function ChainDepositList() {
  const { t, i18n } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const deposits = useChainDeposits(page);
  if (page === 1 && deposits.data?.total === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('deposit.chain.title')}
      </Title>
      <PagedList
        query={deposits}
        emptyText={t('records.empty')}
        testId="chain-deposits"
        onPageChange={setPage}
        renderItem={(record) => (
          <Paper key={record.id} withBorder radius="md" p="sm" data-testid="chain-deposit-item">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {formatUsdt(record.amount, i18n.language)} USDT
              </Text>
              <Badge
                size="sm"
                color={statusColor[record.status]}
                variant="light"
                tt="none"
                data-testid="chain-deposit-status"
              >
                {t(`deposit.chain.status.${record.status}`)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {record.tx_hash}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {formatDate(record.seen_at, i18n.language)}
            </Text>
          </Paper>
        )}
      />
    </Stack>
  );
}
