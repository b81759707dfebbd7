import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useTransferRecords } from '../api/get-transfer-records';

/** Transfers the member sent and received, newest first. */
export function TransferRecordList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('wallet');
  const records = useTransferRecords(page);
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <PagedList
      query={records}
      emptyText={t('records.empty')}
      testId="transfers"
      onPageChange={onPageChange}
      renderItem={(record) => {
        const isOut = record.direction === 'out';
        return (
          <RecordCard
            key={record.id}
            testId="transfer-item"
            title={
              isOut
                ? t('transfers.to', { username: record.to_username })
                : t('transfers.from', { username: record.from_username })
            }
            titleProps={{ truncate: 'end' }}
            aside={
              <Text fw={700} c={isOut ? 'red.7' : 'teal.7'}>
                {isOut ? '−' : '+'}
                {money(record.amount)}
              </Text>
            }
            meta={formatDateTime(record.created_at, i18n.language)}
            metaAside={
              isOut && Number(record.fee) > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('transfers.fee', { fee: money(record.fee) })}
                </Text>
              ) : null
            }
          />
        );
      }}
    />
  );
}
