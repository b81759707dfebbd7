import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { WithdrawalStatus } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdminWithdrawalRow,
  type FinanceQueueParams,
  useFinanceDecision,
  useWithdrawalQueue,
} from '../api/finance';
import { FinanceAge, PaidModal } from './finance-modals';
import { ReasonModal } from './reason-modal';
import { useApproval } from './use-approval';
import { PagedList } from '@/components/paged-list';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

const statuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
const statusColor: Record<WithdrawalStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  paid: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

function WithdrawalCard({
  row,
  isBusy,
  onApprove,
  onReject,
  onPaid,
}: {
  row: AdminWithdrawalRow;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <Card withBorder padding="sm" data-testid="admin-withdrawal-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {row.username}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {row.fullname ?? ''}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.amount} USDT
            </Text>
            <Badge color={statusColor[row.status]} variant="light">
              {t(`withdrawalStatus.${row.status}`)}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm">
          {t(row.withdraw_type === 'crypto' ? 'toAddress' : 'toBank')} ·{' '}
          {t('fromWallet', { wallet: t(`adjustment.wallets.${row.wallet}`) })}
        </Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {row.destination}
        </Text>
        <Text size="xs">{t('feeLine', { fee: row.fee, total: row.total })}</Text>
        <Text size="xs" c="dimmed">
          {t('expected', { date: row.expected_date })}
        </Text>
        {row.paid_reference ? (
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {t('paidReference')}: {row.paid_reference}
          </Text>
        ) : null}
        {row.reject_reason ? (
          <Text size="xs" c="red">
            {t('rejectReason')}: {row.reject_reason}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(row.created_at, i18n.language)}
          </Text>
          {row.status === 'pending' ? <FinanceAge seconds={row.age_seconds} /> : null}
        </Group>
        {row.status === 'pending' ? (
          <Group gap="xs">
            <Button size="xs" color="teal" onClick={onApprove} loading={isBusy} data-testid="admin-withdrawal-approve">
              {t('approve')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onReject} data-testid="admin-withdrawal-reject">
              {t('reject')}
            </Button>
          </Group>
        ) : row.status === 'approved' ? (
          <Group gap="xs">
            <Button size="xs" onClick={onPaid} data-testid="admin-withdrawal-paid">
              {t('markPaid')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Withdrawals by status: approve or reject pending ones, then record the payout of approved ones. */
export function FinanceWithdrawals({
  params,
  onParamsChange,
}: {
  params: FinanceQueueParams<WithdrawalStatus>;
  onParamsChange: (p: FinanceQueueParams<WithdrawalStatus>) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const queue = useWithdrawalQueue(params);
  const decision = useFinanceDecision();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  const { busyId, approve } = useApproval({
    question: t('confirmApproveWithdrawal'),
    doneKey: 'admin-finance:approvedWithdrawal',
    approve: (id) => decision.mutateAsync({ kind: 'withdrawal', action: 'approve', id }),
  });

  return (
    <Stack gap="md">
      <SegmentedControl
        value={params.status}
        onChange={(value) => onParamsChange({ status: value as WithdrawalStatus, page: 1 })}
        data={statuses.map((s) => ({ value: s, label: t(`withdrawalStatus.${s}`) }))}
        data-testid="admin-withdrawal-status"
        fullWidth
        style={{ overflowX: 'auto' }}
      />
      <PagedList
        query={queue}
        emptyText={t('empty')}
        emptyTestId="admin-withdrawal-empty"
        renderItem={(row) => (
          <WithdrawalCard
            key={row.id}
            row={row}
            isBusy={busyId === row.id}
            onApprove={() => void approve(row.id)}
            onReject={() => setRejecting(row.id)}
            onPaid={() => setPaying(row.id)}
          />
        )}
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
      <ReasonModal
        isOpen={rejecting !== null}
        title={t('rejectWithdrawalTitle')}
        hint={t('rejectWithdrawalHint')}
        confirmLabel={t('reject')}
        color="red"
        isPending={decision.isPending}
        error={decision.error}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          decision.mutate(
            { kind: 'withdrawal', action: 'reject', id: rejecting!, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                notifySuccess('admin-finance:rejectedWithdrawal');
              },
            },
          )
        }
      />
      <PaidModal
        isOpen={paying !== null}
        isPending={decision.isPending}
        error={decision.error}
        onClose={() => setPaying(null)}
        onConfirm={(reference) =>
          decision.mutate(
            { kind: 'withdrawal', action: 'paid', id: paying!, reference },
            {
              onSuccess: () => {
                setPaying(null);
                notifySuccess('admin-finance:markedPaid');
              },
            },
          )
        }
      />
    </Stack>
  );
}
