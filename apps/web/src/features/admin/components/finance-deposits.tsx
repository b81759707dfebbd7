import { Badge, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DepositStatus } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminDepositRow, type FinanceQueueParams, useDepositQueue, useFinanceDecision } from '../api/finance';
import { FinanceAge, ScreenshotModal } from './finance-modals';
import { ReasonModal } from './reason-modal';
import { useApproval } from './use-approval';
import { PagedList } from '@/components/paged-list';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';

const statusColor: Record<DepositStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

function DepositCard({
  row,
  onApprove,
  onReject,
  onScreenshot,
  isBusy,
}: {
  row: AdminDepositRow;
  onApprove: () => void;
  onReject: () => void;
  onScreenshot: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <Card withBorder padding="sm" data-testid="admin-deposit-row">
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
              {t(`depositStatus.${row.status}`)}
            </Badge>
          </Stack>
        </Group>
        <Text size="sm">{row.deposit_type === 'crypto' ? t('crypto', { network: row.network ?? '' }) : t('fiat')}</Text>
        {row.tx_hash ? (
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {t('txHash')}: {row.tx_hash}
          </Text>
        ) : null}
        {row.payer_name ? (
          <Text size="xs">
            {t('payer')}: {row.payer_name} · {t('reference')}: {row.reference_number}
          </Text>
        ) : null}
        {row.credited_amount ? (
          <Text size="xs">
            {t('credited')}: {row.credited_amount} USDT
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
        <Group gap="xs">
          {row.has_screenshot ? (
            <Button size="xs" variant="default" onClick={onScreenshot} data-testid="admin-deposit-screenshot">
              {t('viewScreenshot')}
            </Button>
          ) : null}
          {row.status === 'pending' ? (
            <>
              <Button size="xs" color="teal" onClick={onApprove} loading={isBusy} data-testid="admin-deposit-approve">
                {t('approve')}
              </Button>
              <Button size="xs" color="red" variant="light" onClick={onReject} data-testid="admin-deposit-reject">
                {t('reject')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** Deposits by status; pending oldest first, so the longest wait is at the top. */
export function FinanceDeposits({
  params,
  onParamsChange,
}: {
  params: FinanceQueueParams<DepositStatus>;
  onParamsChange: (p: FinanceQueueParams<DepositStatus>) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const queue = useDepositQueue(params);
  const decision = useFinanceDecision();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const { busyId, approve } = useApproval({
    question: t('confirmApproveDeposit'),
    doneKey: 'admin-finance:approvedDeposit',
    approve: (id) => decision.mutateAsync({ kind: 'deposit', action: 'approve', id }),
  });

  return (
    <Stack gap="md">
      <SegmentedControl
        value={params.status}
        onChange={(value) => onParamsChange({ status: value as DepositStatus, page: 1 })}
        data={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`depositStatus.${s}`) }))}
        data-testid="admin-deposit-status"
      />
      <PagedList
        query={queue}
        emptyText={t('empty')}
        emptyTestId="admin-deposit-empty"
        renderItem={(row) => (
          <DepositCard
            key={row.id}
            row={row}
            isBusy={busyId === row.id}
            onApprove={() => void approve(row.id)}
            onReject={() => setRejecting(row.id)}
            onScreenshot={() => setScreenshot(row.id)}
          />
        )}
        onPageChange={(page) => onParamsChange({ ...params, page })}
      />
      <ReasonModal
        isOpen={rejecting !== null}
        title={t('rejectDepositTitle')}
        hint={t('rejectHint')}
        confirmLabel={t('reject')}
        color="red"
        isPending={decision.isPending}
        error={decision.error}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          decision.mutate(
            { kind: 'deposit', action: 'reject', id: rejecting!, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                notifySuccess('admin-finance:rejectedDeposit');
              },
            },
          )
        }
      />
      <ScreenshotModal depositId={screenshot} onClose={() => setScreenshot(null)} />
    </Stack>
  );
}
