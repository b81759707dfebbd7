import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type KycQueueStatus, useKycQueue } from '../api/kyc-review';
import { type QueueScreenProps } from './finance-queue-controls';
import { paths } from '@/config/paths';

import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { QueueScreen } from './queue-screen';

const kycQueueStatuses: readonly KycQueueStatus[] = ['pending', 'approved', 'rejected'];

/** Submissions by status; pending ones oldest first, so the longest wait is at the top. */
export function KycQueue(screen: QueueScreenProps<KycQueueStatus>) {
  const { t } = useTranslation('admin-kyc');
  const queue = useKycQueue(screen.params);
  return (
    <QueueScreen
      {...screen}
      statuses={kycQueueStatuses}
      label={(s) => t(`statuses.${s}`)}
      testIdPrefix="admin-kyc"
      query={queue}
      emptyText={t('empty')}
      container={(rows) => (
        <Table highlightOnHover verticalSpacing="sm" data-testid="admin-kyc-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('member')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('documentType')}</Table.Th>
              <Table.Th visibleFrom="md">{t('identityNumber')}</Table.Th>
              <Table.Th>{screen.params.status === 'pending' ? t('submittedAt') : t('decidedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows}</Table.Tbody>
        </Table>
      )}
      renderItem={(row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
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
          </Table.Td>
          <Table.Td visibleFrom="sm">{t(`types.${row.type}`)}</Table.Td>
          <Table.Td visibleFrom="md" style={{ fontFamily: 'monospace' }}>
            {row.identity_number}
          </Table.Td>
          <Table.Td>
            {formatDateTime(screen.params.status === 'pending' ? row.created_at : row.decided_at, i18n.language)}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
