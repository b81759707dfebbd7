import { Text } from '@mantine/core';
import { formatDate, formatUsdt } from '@/lib/format';
import { fetchDepositsCsv, useDeposits } from '../api/deposit';
import { datedHistory } from './dated-history';
import { RejectReasonLine, TxHashLine } from './record-lines';
import { walletRecordList } from './wallet-record-cards';
import { decisionStatusColors } from '@/lib/status-colors';

/** The member's deposits and where each stands. */
export const DepositList = walletRecordList(
  useDeposits,
  { list: 'deposits', item: 'deposit-item' },
  (record, { t, lng }) => ({
    title: record.network ? t(`deposit.networks.${record.network}`) : t('deposit.fiatTab'),
    status: { status: record.status, colors: decisionStatusColors, label: t(`deposit.status.${record.status}`) },
    meta: formatDate(record.created_at, lng),
    children: (
      <>
        <Text size="sm" mt={4}>
          {formatUsdt(record.credited_amount ?? record.amount, lng)} USDT
        </Text>
        {record.tx_hash ? <TxHashLine hash={record.tx_hash} /> : null}
        <RejectReasonLine reason={record.reject_reason} />
      </>
    ),
  }),
);

/** The deposits of the days the member chooses, with their CSV export. */
export const DepositHistory = datedHistory(DepositList, {
  fetch: fetchDepositsCsv,
  name: 'deposits',
  testId: 'deposits-range',
});
