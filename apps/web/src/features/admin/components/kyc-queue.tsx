import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminKycRow } from '@tandem/contracts';
import { Link } from 'react-router';
import { getKycQueueQueryOptions, type KycQueueStatus, useKycQueue } from '../api/kyc-review';
import { type QueueScreenProps } from './finance-queue-controls';
import { paths } from '@/config/paths';
import type { DataColumn } from '@/components/data-table';

import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useExportPage } from './queue-export-button';
import { type QueueKind, QueueScreen } from './queue-screen';

const kycQueue: QueueKind<KycQueueStatus> = {
  statuses: ['pending', 'approved', 'rejected'],
  words: 'admin-kyc:statuses',
  testIdPrefix: 'admin-kyc',
};

/** Submissions by status; pending ones oldest first, so the longest wait is at the top. */
export function KycQueue(screen: QueueScreenProps<KycQueueStatus>) {
  const { t } = useTranslation('admin-kyc');
  const queue = useKycQueue(screen.params);
  const exportPage = useExportPage((page) => getKycQueueQueryOptions({ ...screen.params, page }));
  const isPending = screen.params.status === 'pending';
  const columns: DataColumn<AdminKycRow>[] = [
    {
      key: 'member',
      header: t('member'),
      cell: (row) => (
        <>
          <Anchor component={Link} to={paths.admin.kycReview(row.id)} fw={600} data-testid="admin-kyc-link">
            {row.username}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={200}>
            {row.fullname ?? ''}
          </Text>
          {row.duplicate_count > 0 ? (
            <Badge color="orange" variant="light" size="sm" mt={4}>
              {t('duplicateBadge', { count: row.duplicate_count })}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'type', header: t('documentType'), visibleFrom: 'sm', cell: (row) => t(`types.${row.type}`) },
    {
      key: 'identity',
      header: t('identityNumber'),
      visibleFrom: 'md',
      style: { fontFamily: 'monospace' },
      cell: (row) => row.identity_number,
    },
    {
      key: 'at',
      header: isPending ? t('submittedAt') : t('decidedAt'),
      cell: (row) => formatDateTime(isPending ? row.created_at : row.decided_at, i18n.language),
    },
  ];
  return (
    <QueueScreen
      {...screen}
      kind={kycQueue}
      query={queue}
      exportPage={exportPage}
      table={{ columns, testId: 'admin-kyc-table' }}
    />
  );
}
