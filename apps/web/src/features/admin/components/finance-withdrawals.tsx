import { Button, Text } from '@mantine/core';
import { type AdminWithdrawalRow, type WithdrawalStatus, withdrawalStatuses } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getWithdrawalQueueQueryOptions, useWithdrawalQueue } from '../api/finance';
import { useExportPage } from './queue-export-button';
import { PaidModal } from './finance-modals';
import { type QueueScreenProps, RejectReasonModal } from './finance-queue-controls';
import { CopyableLine } from './copyable-line';
import { QueueRowTime } from './finance-queue-row';
import { useFinanceQueueDecisions } from './use-finance-queue-decisions';

import { formatMoney } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { type QueueKind, QueueScreen } from './queue-screen';
import { withdrawalStatusColors } from '@/lib/status-colors';
import { MoneyText } from '@/components/money-text';

const withdrawalQueue: QueueKind<WithdrawalStatus> = {
  statuses: withdrawalStatuses,
  words: 'admin-finance:withdrawalStatus',
  testIdPrefix: 'admin-withdrawal',
  isSearchable: true,
};

/** Where a withdrawal goes, from which wallet, its fee, when it is due and, once paid, the proof. */
function WithdrawalLines({ row }: { row: AdminWithdrawalRow }) {
  const { t, i18n } = useTranslation('admin-finance');
  return (
    <>
      <Text size="sm">
        {t(row.withdraw_type === 'crypto' ? 'toAddress' : 'toBank')} ·{' '}
        {t('fromWallet', { wallet: t(`adjustment.wallets.${row.wallet}`) })}
      </Text>
      <CopyableLine value={row.destination} testId="admin-withdrawal-copy-destination" />
      <Text size="xs">
        {t('feeLine', { fee: formatMoney(row.fee, i18n.language), total: formatMoney(row.total, i18n.language) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('expected', { date: row.expected_date })}
      </Text>
      {row.paid_reference ? (
        <CopyableLine label={t('paidReference')} value={row.paid_reference} testId="admin-withdrawal-copy-reference" />
      ) : null}
      <QueueRowTime createdAt={row.created_at} waitSeconds={row.status === 'pending' ? row.age_seconds : null} />
    </>
  );
}

/** Withdrawals by status: approve or reject pending ones, then record the payout of approved ones. */
export function FinanceWithdrawals(screen: QueueScreenProps<WithdrawalStatus>) {
  const { t } = useTranslation('admin-finance');
  const queue = useWithdrawalQueue(screen.params);
  const exportPage = useExportPage((page) => getWithdrawalQueueQueryOptions({ ...screen.params, page }));
  const { decision, decisionFor, rejection } = useFinanceQueueDecisions('withdrawal');
  const [paying, setPaying] = useState<string | null>(null);

  return (
    <QueueScreen
      {...screen}
      kind={withdrawalQueue}
      fullWidth
      filterStyle={{ overflowX: 'auto' }}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: withdrawalStatusColors,
        content: (row) => ({
          row,
          detail: row.fullname ?? '',
          amount: <MoneyText amount={row.amount} />,
          decision: decisionFor(row.id),
          actions:
            row.status === 'approved' ? (
              <Button size="xs" onClick={() => setPaying(row.id)} data-testid="admin-withdrawal-paid">
                {t('markPaid')}
              </Button>
            ) : null,
          children: <WithdrawalLines row={row} />,
        }),
      }}
    >
      <RejectReasonModal {...rejection} title={t('rejectWithdrawalTitle')} hint={t('rejectWithdrawalHint')} />
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
    </QueueScreen>
  );
}
