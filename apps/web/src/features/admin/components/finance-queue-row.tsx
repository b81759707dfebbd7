import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FinanceAge } from './finance-modals';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** What a pending request's approve and reject buttons do, and whether its approval is under way. */
export interface RowDecision {
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The buttons of the row `id`: approval through useApproval (confirmed, busy while it runs), reject opens the reason dialog. */
export function rowDecision(
  id: string,
  approval: { busyId: string | null; approve: (id: string) => Promise<void> },
  startReject: (id: string) => void,
): RowDecision {
  return {
    isBusy: approval.busyId === id,
    onApprove: () => void approval.approve(id),
    onReject: () => startReject(id),
  };
}

/**
 * One request in a back-office finance queue (deposit, withdrawal, adjustment): who and how much at the
 * top, the request's own lines, the reject reason once rejected, then the staff actions and, while it is
 * pending, approve and reject. One layout, so the three queues read the same way. `testIdPrefix` names
 * the row (`<prefix>-row`) and its decision buttons.
 */
export function QueueRow({
  testIdPrefix,
  row,
  detail,
  amount,
  amountColor,
  statusColor,
  statusLabel,
  decision,
  approveInstead,
  actions,
  children,
}: {
  testIdPrefix: string;
  row: { username: string; status: string; reject_reason: string | null };
  detail: ReactNode;
  amount: ReactNode;
  amountColor?: string;
  statusColor: string;
  statusLabel: string;
  /** Approve and reject while the request is pending; a queue without that decision (chain deposits) leaves it out. */
  decision?: RowDecision;
  /** Shown in place of the approve button when this staff member may not approve. */
  approveInstead?: ReactNode;
  /** Other buttons, before the decision; null when there are none. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-finance');
  const isPending = row.status === 'pending' && decision !== undefined;
  return (
    <Card withBorder padding="sm" data-testid={`${testIdPrefix}-row`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {row.username}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {detail}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text fw={700} c={amountColor} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {amount}
            </Text>
            <Badge color={statusColor} variant="light">
              {statusLabel}
            </Badge>
          </Stack>
        </Group>
        {children}
        {row.reject_reason ? (
          <Text size="xs" c="red">
            {t('rejectReason')}: {row.reject_reason}
          </Text>
        ) : null}
        {actions || isPending ? (
          <Group gap="xs">
            {actions}
            {isPending && decision ? (
              <QueueDecisionButtons testIdPrefix={testIdPrefix} {...decision} approveInstead={approveInstead} />
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** When the request came in and, while it waits, for how long. */
export function QueueRowTime({ createdAt, waitSeconds }: { createdAt: string; waitSeconds: number | null }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed">
        {formatDateTime(createdAt, i18n.language)}
      </Text>
      {waitSeconds === null ? null : <FinanceAge seconds={waitSeconds} />}
    </Group>
  );
}

/** Approve (with the row's busy state) and reject of a pending request; test ids are `<prefix>-approve`/`-reject`. */
export function QueueDecisionButtons({
  testIdPrefix,
  isBusy,
  onApprove,
  onReject,
  approveInstead,
  labels,
}: {
  testIdPrefix: string;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Shown in place of the approve button when this staff member may not approve. */
  approveInstead?: ReactNode;
  /** The buttons' words where a desk has its own (the staking desk's); the finance desk's otherwise. */
  labels?: { approve: string; reject: string };
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <>
      {approveInstead ?? (
        <Button size="xs" color="teal" onClick={onApprove} loading={isBusy} data-testid={`${testIdPrefix}-approve`}>
          {labels?.approve ?? t('approve')}
        </Button>
      )}
      <Button size="xs" color="red" variant="light" onClick={onReject} data-testid={`${testIdPrefix}-reject`}>
        {labels?.reject ?? t('reject')}
      </Button>
    </>
  );
}
