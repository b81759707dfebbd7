import { Text } from '@mantine/core';
import type { PinTransferRecord } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { pagedRecordList } from '@/components/paged-record-list';
import { RecordCard } from '@/components/record-card';
import { formatDateTime } from '@/lib/format';
import { usePinTransfers } from '../api/get-pin-transfers';
import { PinCodeText } from './pin-code-card';

/** One code sent or received: to or from whom, which way, when, and the code. */
function PinTransferItem({ record }: { record: PinTransferRecord }) {
  const { t, i18n } = useTranslation('pins');
  return (
    <RecordCard
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
  );
}

/** Codes the member sent and received, newest first. */
export const PinTransferList = pagedRecordList(
  usePinTransfers,
  { empty: 'pins:records.empty', testId: 'pin-transfers' },
  PinTransferItem,
);
