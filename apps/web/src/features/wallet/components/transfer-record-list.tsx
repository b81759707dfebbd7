import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { formatUsdt } from '@/lib/format';
import { useTransferRecords } from '../api/get-transfer-records';
import { RecordPager } from './record-pager';

/** Transfers the member sent and received, newest first. */
export function TransferRecordList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t, i18n } = useTranslation('wallet');
  const records = useTransferRecords(page);
  if (records.isPending) return <PageLoader />;
  if (records.isError) return <QueryError error={records.error} onRetry={() => void records.refetch()} />;
  const { list, per_page, total } = records.data;
  if (list.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md" data-testid="transfers-empty">
        {t('records.empty')}
      </Text>
    );
  }
  const money = (value: string) => formatUsdt(value, i18n.language);
  return (
    <Stack gap="xs" data-testid="transfers-list">
      {list.map((record) => {
        const isOut = record.direction === 'out';
        return (
          <Paper key={record.id} withBorder radius="md" p="sm" data-testid="transfer-item">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" miw={0} truncate="end">
                {isOut
                  ? t('transfers.to', { username: record.to_username })
                  : t('transfers.from', { username: record.from_username })}
              </Text>
              <Text fw={700} c={isOut ? 'red.7' : 'teal.7'}>
                {isOut ? '−' : '+'}
                {money(record.amount)}
              </Text>
            </Group>
            <Group justify="space-between" mt={4} gap="xs">
              <Text size="xs" c="dimmed">
                {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(record.created_at),
                )}
              </Text>
              {isOut && Number(record.fee) > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('transfers.fee', { fee: money(record.fee) })}
                </Text>
              ) : null}
            </Group>
          </Paper>
        );
      })}
      <RecordPager page={page} perPage={per_page} total={total} onChange={onPageChange} />
    </Stack>
  );
}
