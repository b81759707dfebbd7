import { Button, Text } from '@mantine/core';
import {
  type AdminChainDepositRow,
  type ChainDepositStatus,
  chainDepositDustReason,
  chainDepositManualReasonPrefix,
} from '@tandem/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { getChainDepositQueueQueryOptions, useChainDepositDecision, useChainDepositQueue } from '../api/chain-deposits';
import { ChainDepositAssignModal } from './chain-deposit-assign-modal';
import type { QueueScreenProps } from './finance-queue-controls';
import { MemberLink } from './member-link';
import { CopyableLine } from './copyable-line';
import { useExportPage } from './queue-export-button';
import { type QueueKind, type QueueRowContent, QueueScreen } from './queue-screen';
import { ReasonModal } from './reason-modal';
import { MoneyText } from '@/components/money-text';

/** The work waiting first: transfers no member's wallet sent. */
export const chainDepositQueueStatuses = ['unmatched', 'seen', 'credited', 'dismissed', 'orphaned'] as const;
const statusColor: Record<ChainDepositStatus, string> = {
  unmatched: 'yellow',
  seen: 'gray',
  credited: 'teal',
  dismissed: 'red',
  orphaned: 'red',
};
const chainDepositQueue: QueueKind<ChainDepositStatus> = {
  statuses: chainDepositQueueStatuses,
  words: 'admin-finance:chainDeposit.status',
  testIdPrefix: 'admin-chain-deposit',
};

/** Why a transfer was dismissed: the server's own reasons in words, a staff member's as typed. */
function dismissReasonText(reason: string | null, t: TFunction<'admin-finance'>) {
  if (reason === null) return null;
  if (reason === chainDepositDustReason) return t('chainDeposit.reasons.dust');
  if (reason.startsWith(chainDepositManualReasonPrefix)) {
    return t('chainDeposit.reasons.manualDeposit', { id: reason.slice(chainDepositManualReasonPrefix.length) });
  }
  return reason;
}

/** What a transfer's row says: sender, block, amount, the staff's buttons while unmatched, and its lines. */
function chainDepositRow(
  row: AdminChainDepositRow,
  t: TFunction<'admin-finance'>,
  onAssign: () => void,
  onDismiss: () => void,
): QueueRowContent {
  return {
    row: { username: row.from_address, status: row.status, reject_reason: dismissReasonText(row.dismiss_reason, t) },
    detail: t('chainDeposit.block', { block: row.block_number }),
    amount: <MoneyText amount={row.amount} />,
    actions:
      row.status === 'unmatched' ? (
        <>
          <Button size="xs" color="teal" onClick={onAssign} data-testid="admin-chain-deposit-assign">
            {t('chainDeposit.assign')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDismiss} data-testid="admin-chain-deposit-dismiss">
            {t('chainDeposit.dismiss')}
          </Button>
        </>
      ) : null,
    children: <ChainDepositLines row={row} />,
  };
}

/** The transfer's hash, when it was seen, and the members it concerns. */
function ChainDepositLines({ row }: { row: AdminChainDepositRow }) {
  const { t, i18n } = useTranslation('admin-finance');
  return (
    <>
      <div data-testid="admin-chain-deposit-tx">
        <CopyableLine label={t('txHash')} value={row.tx_hash} testId="admin-chain-deposit-copy-hash" />
      </div>
      <Text size="xs" c="dimmed">
        {t('chainDeposit.seenAt', { at: formatDateTime(row.seen_at, i18n.language) })}
      </Text>
      {row.submitted_by_member_id ? (
        <MemberLink id={row.submitted_by_member_id} size="xs">
          {t('chainDeposit.submittedBy', { id: row.submitted_by_member_id })}
        </MemberLink>
      ) : null}
      {row.status === 'credited' && row.member_id ? (
        <MemberLink id={row.member_id} size="xs">
          {t('chainDeposit.creditedTo', { id: row.member_id })}
        </MemberLink>
      ) : null}
    </>
  );
}

/**
 * BEP-20 transfers read from the chain, by status; unmatched ones (sent from no member's wallet) wait
 * here, oldest first, for staff to assign to a member or dismiss with a reason (docs/decisions/008).
 */
export function ChainDepositQueue(screen: QueueScreenProps<ChainDepositStatus>) {
  const { t } = useTranslation('admin-finance');
  const queue = useChainDepositQueue(screen.params);
  const exportPage = useExportPage((page) => getChainDepositQueueQueryOptions({ ...screen.params, page }));
  const assignment = useChainDepositDecision();
  const dismissal = useChainDepositDecision();
  const [assigningId, setAssigningId] = useState<string | null>(null);
  const [dismissingId, setDismissingId] = useState<string | null>(null);

  return (
    <QueueScreen
      {...screen}
      kind={chainDepositQueue}
      fullWidth
      filterStyle={{ overflowX: 'auto' }}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: statusColor,
        content: (row) =>
          chainDepositRow(
            row,
            t,
            () => {
              assignment.reset();
              setAssigningId(row.id);
            },
            () => {
              dismissal.reset();
              setDismissingId(row.id);
            },
          ),
      }}
    >
      <ChainDepositAssignModal
        isOpen={assigningId !== null}
        isPending={assignment.isPending}
        onClose={() => setAssigningId(null)}
        onAssign={async (username) => {
          await assignment.mutateAsync({ action: 'assign', id: assigningId!, username });
          setAssigningId(null);
          notifySuccess('admin-finance:chainDeposit.assigned');
        }}
      />
      <ReasonModal
        isOpen={dismissingId !== null}
        title={t('chainDeposit.dismissTitle')}
        hint={t('chainDeposit.dismissHint')}
        confirmLabel={t('chainDeposit.dismiss')}
        color="red"
        isPending={dismissal.isPending}
        error={dismissal.error}
        onClose={() => setDismissingId(null)}
        onConfirm={(reason) =>
          dismissal.mutate(
            { action: 'dismiss', id: dismissingId!, reason },
            {
              onSuccess: () => {
                setDismissingId(null);
                notifySuccess('admin-finance:chainDeposit.dismissed');
              },
            },
          )
        }
      />
    </QueueScreen>
  );
}
