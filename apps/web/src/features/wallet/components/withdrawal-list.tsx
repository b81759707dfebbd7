import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/lib/api-client';
import { formatDate, formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fetchWithdrawalsCsv, useCancelWithdrawal, useWithdrawals } from '../api/withdraw';
import { datedHistory } from './dated-history';
import { PaidReferenceLine, RejectReasonLine } from './record-lines';
import { walletRecordList } from './wallet-record-cards';
import { withdrawalStatusColors } from '@/lib/status-colors';

/** Cancels a pending withdrawal; its money returns to the wallet. */
function CancelWithdrawalButton({ id }: { id: string }) {
  const { t } = useTranslation('wallet');
  const cancel = useCancelWithdrawal();
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      loading={cancel.isPending}
      onClick={() =>
        cancel.mutate(
          { id, idempotencyKey: newIdempotencyKey() },
          { onSuccess: () => notifySuccess('wallet:withdraw.cancelled'), onError: notifyError },
        )
      }
      data-testid="withdrawal-cancel"
    >
      {t('withdraw.cancel')}
    </Button>
  );
}

/** The member's withdrawals; a pending one can be cancelled and its money returns to the wallet. */
export const WithdrawalList = walletRecordList(
  useWithdrawals,
  { list: 'withdrawals', item: 'withdrawal-item' },
  (record, { t, lng }) => {
    const money = (value: string) => formatUsdt(value, lng);
    return {
      title: t(record.withdraw_type === 'crypto' ? 'withdraw.toAddress' : 'withdraw.toBank'),
      status: { status: record.status, colors: withdrawalStatusColors, label: t(`withdraw.status.${record.status}`) },
      meta: (
        <>
          {formatDate(record.created_at, lng)}
          {record.status === 'pending' || record.status === 'approved'
            ? ` · ${t('withdraw.expected', { date: formatDate(`${record.expected_date}T00:00:00`, lng) })}`
            : ''}
        </>
      ),
      metaAside: record.status === 'pending' ? <CancelWithdrawalButton id={record.id} /> : null,
      children: (
        <>
          <Text size="sm" mt={4}>
            {t('withdraw.recordLine', { amount: money(record.amount), fee: money(record.fee) })}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.destination}
          </Text>
          <RejectReasonLine reason={record.reject_reason} />
          <PaidReferenceLine reference={record.paid_reference} isCrypto={record.withdraw_type === 'crypto'} />
        </>
      ),
    };
  },
);

/** The withdrawals of the days the member chooses, with their CSV export. */
export const WithdrawalHistory = datedHistory(WithdrawalList, {
  fetch: fetchWithdrawalsCsv,
  name: 'withdrawals',
  testId: 'withdrawals-range',
});
