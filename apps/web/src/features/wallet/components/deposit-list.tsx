import { Badge, Group, Paper, Text } from '@mantine/core';
import type { DepositStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list';
import { formatDate, formatUsdt } from '@/lib/format';
import { useDeposits } from '../api/deposit';

const statusColor: Record<DepositStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** The member's deposits and where each stands. */
export function DepositList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const deposits = useDeposits(page);
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <PagedList
      query={deposits}
      emptyText={t('records.empty')}
      testId="deposits"
      onPageChange={onPageChange}
      renderItem={(record) => (
        <Paper key={record.id} withBorder radius="md" p="sm" data-testid="deposit-item">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {record.network ? t(`deposit.networks.${record.network}`) : t('deposit.fiatTab')}
            </Text>
            <Badge size="sm" color={statusColor[record.status]} variant="light" tt="none">
              {t(`deposit.status.${record.status}`)}
            </Badge>
          </Group>
          <Text size="sm" mt={4}>
            {money(record.credited_amount ?? record.amount)} USDT
          </Text>
          {record.tx_hash ? (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {record.tx_hash}
            </Text>
          ) : null}
          {record.reject_reason ? (
            <Text size="xs" c="red.7">
              {t('withdraw.rejectReason', { reason: record.reject_reason })}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {formatDate(record.created_at, i18n.language)}
          </Text>
        </Paper>
      )}
    />
  );
}
