import { Text } from '@mantine/core';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { fetchTransfersCsv, useTransferRecords } from '../api/get-transfer-records';
import { datedHistory } from './dated-history';
import { walletRecordList } from './wallet-record-cards';

/** Transfers the member sent and received, newest first. */
export const TransferRecordList = walletRecordList(
  useTransferRecords,
  { list: 'transfers', item: 'transfer-item' },
  (record, { t, lng }) => {
    const isOut = record.direction === 'out';
    const money = (value: string) => formatUsdt(value, lng);
    return {
      title: isOut
        ? t('transfers.to', { username: record.to_username })
        : t('transfers.from', { username: record.from_username }),
      titleProps: { truncate: 'end' },
      aside: (
        <Text fw={700} c={isOut ? 'red.7' : 'teal.7'}>
          {isOut ? '−' : '+'}
          {money(record.amount)}
        </Text>
      ),
      meta: formatDateTime(record.created_at, lng),
      metaAside:
        isOut && Number(record.fee) > 0 ? (
          <Text size="xs" c="dimmed">
            {t('transfers.fee', { fee: money(record.fee) })}
          </Text>
        ) : null,
    };
  },
);

/** The transfers of the days the member chooses, with their CSV export. */
export const TransferHistory = datedHistory(TransferRecordList, {
  fetch: fetchTransfersCsv,
  name: 'transfers',
  testId: 'transfers-range',
});
