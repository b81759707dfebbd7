import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { newIdempotencyKey } from '@/lib/api-client';
import { formatDate, formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelWithdrawal, useWithdrawals } from '../api/withdraw';
import { RejectReasonLine } from './record-lines';
import { withdrawalStatusColors } from '@/lib/status-colors';

/** The member's withdrawals; a pending one can be cancelled and its money returns to the wallet. */
export function WithdrawalList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('wallet');
  const withdrawals = useWithdrawals(page);
  const cancel = useCancelWithdrawal();
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <PagedList
      query={withdrawals}
      emptyText={t('records.empty')}
      testId="withdrawals"
      onPageChange={onPageChange}
      renderItem={(record) => (
        <RecordCard
          key={record.id}
          testId="withdrawal-item"
          title={t(record.withdraw_type === 'crypto' ? 'withdraw.toAddress' : 'withdraw.toBank')}
          status={{
            status: record.status,
            colors: withdrawalStatusColors,
            label: t(`withdraw.status.${record.status}`),
          }}
          meta={
            <>
              {formatDate(record.created_at, i18n.language)}
              {record.status === 'pending' || record.status === 'approved'
                ? ` · ${t('withdraw.expected', { date: formatDate(`${record.expected_date}T00:00:00`, i18n.language) })}`
                : ''}
            </>
          }
          metaAside={
            record.status === 'pending' ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                loading={cancel.isPending && cancel.variables?.id === record.id}
                onClick={() =>
                  cancel.mutate(
                    { id: record.id, idempotencyKey: newIdempotencyKey() },
                    { onSuccess: () => notifySuccess('wallet:withdraw.cancelled'), onError: notifyError },
                  )
                }
                data-testid="withdrawal-cancel"
              >
                {t('withdraw.cancel')}
              </Button>
            ) : null
          }
        >
          <Text size="sm" mt={4}>
            {t('withdraw.recordLine', { amount: money(record.amount), fee: money(record.fee) })}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.destination}
          </Text>
          <RejectReasonLine reason={record.reject_reason} />
        </RecordCard>
      )}
    />
  );
}
