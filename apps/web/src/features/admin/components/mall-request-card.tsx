import { Text } from '@mantine/core';
import type { OrderRequest } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { RecordCard } from '@/components/record-card';
import { formatDateTime } from '@/lib/format';
import { decisionStatusColors } from '@/lib/status-colors';

/** The member's words and, once decided, the staff's answer: how a request reads on its order and in the queue. */
export function MallRequestWords({ request }: { request: OrderRequest }) {
  const { t, i18n } = useTranslation('admin-mall');
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {request.reason}
      </Text>
      {request.staff_answer ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('request.answer')}: {request.staff_answer}
          {request.answered_at ? ` · ${formatDateTime(request.answered_at, i18n.language)}` : ''}
        </Text>
      ) : null}
    </>
  );
}

/** One exchange or error request on its order's page. */
export function MallRequestCard({ request }: { request: OrderRequest }) {
  const { t, i18n } = useTranslation('admin-mall');
  return (
    <RecordCard
      title={t(`requestKind.${request.kind}`)}
      status={{
        status: request.status,
        colors: decisionStatusColors,
        label: t(`requestStatus.${request.status}`),
      }}
      meta={formatDateTime(request.created_at, i18n.language)}
      testId="admin-mall-order-request"
    >
      <MallRequestWords request={request} />
    </RecordCard>
  );
}
