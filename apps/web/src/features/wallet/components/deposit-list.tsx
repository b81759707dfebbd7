import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { formatDate, formatUsdt } from '@/lib/format';
import { useDeposits } from '../api/deposit';
import { RejectReasonLine, TxHashLine } from './record-lines';
import { decisionStatusColors } from '@/lib/status-colors';

/** The member's deposits and where each stands. */
export function DepositList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('wallet');
  const deposits = useDeposits(page);
  return (
    <PagedList
      query={deposits}
      emptyText={t('records.empty')}
      testId="deposits"
      onPageChange={onPageChange}
      renderItem={(record) => (
        <RecordCard
          key={record.id}
          testId="deposit-item"
          title={record.network ? t(`deposit.networks.${record.network}`) : t('deposit.fiatTab')}
          status={{ status: record.status, colors: decisionStatusColors, label: t(`deposit.status.${record.status}`) }}
          meta={formatDate(record.created_at, i18n.language)}
        >
          <Text size="sm" mt={4}>
            {formatUsdt(record.credited_amount ?? record.amount, i18n.language)} USDT
          </Text>
          {record.tx_hash ? <TxHashLine hash={record.tx_hash} /> : null}
          <RejectReasonLine reason={record.reject_reason} />
        </RecordCard>
      )}
    />
  );
}
