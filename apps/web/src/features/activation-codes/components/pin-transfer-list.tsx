import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ListPageProps, PagedList } from '@/components/paged-list';
import { RecordCard } from '@/components/record-card';
import { formatDateTime } from '@/lib/format';
import { usePinTransfers } from '../api/get-pin-transfers';
import { PinCodeText } from './pin-code-card';

/** Codes the member sent and received, newest first. */
export function PinTransferList({ page, onPageChange }: ListPageProps) {
  const { t, i18n } = useTranslation('pins');
  const transfers = usePinTransfers(page);
  return (
    <PagedList
      query={transfers}
      emptyText={t('records.empty')}
      testId="pin-transfers"
      onPageChange={onPageChange}
      renderItem={(record) => (
        <RecordCard
          key={record.id}
          testId="pin-transfer-item"
          title={
            record.direction === 'out'
              ? t('records.to', { username: record.to_username })
              : t('records.from', { username: record.from_username })
          }
          titleProps={{ truncate: 'end' }}
          aside={
            <Text size="xs" fw={700} c={record.direction === 'out' ? 'red.7' : 'teal.7'}>
              {t(`records.direction.${record.direction}`)}
            </Text>
          }
          meta={formatDateTime(record.created_at, i18n.language)}
        >
          <PinCodeText code={record.code} />
        </RecordCard>
      )}
    />
  );
}
