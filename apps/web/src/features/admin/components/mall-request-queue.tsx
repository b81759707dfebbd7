import { Anchor, Text } from '@mantine/core';
import { type OrderRequestStatus, orderRequestStatuses, type RequestDecision } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { decisionStatusColors } from '@/lib/status-colors';
import {
  getMallRequestsQueryOptions,
  type MallRequestListParams,
  useAnswerMallRequest,
  useMallRequests,
} from '../api/mall-requests';
import type { QueueScreenProps } from './finance-queue-controls';
import { QueueRowTime } from './finance-queue-row';
import { readChoice } from './mall-list-filters';
import { MallRequestWords } from './mall-request-card';
import { useExportPage } from './queue-export-button';
import { type QueueKind, QueueScreen } from './queue-screen';
import { ReasonModal } from './reason-modal';

const mallRequestQueue: QueueKind<OrderRequestStatus> = {
  statuses: orderRequestStatuses,
  words: 'admin-mall:requestStatus',
  testIdPrefix: 'admin-mall-request',
  empty: 'request.empty',
};

/** The queue's status from the address; it opens on the requests waiting for an answer. */
export const readMallRequestFilters = (search: URLSearchParams): Omit<MallRequestListParams, 'page'> => ({
  status: readChoice(search, 'status', orderRequestStatuses) ?? 'pending',
});

/**
 * Members' exchange and error requests, like the other back-office queues: each with its order and
 * the member's words; a pending one is approved or rejected with an answer the member reads.
 */
export function MallRequestQueue(screen: QueueScreenProps<OrderRequestStatus>) {
  const { t } = useTranslation('admin-mall');
  const queue = useMallRequests(screen.params);
  const exportPage = useExportPage((page) => getMallRequestsQueryOptions({ ...screen.params, page }));
  const answer = useAnswerMallRequest();
  const [answering, setAnswering] = useState<{ id: string; decision: RequestDecision } | null>(null);
  const open = (id: string, decision: RequestDecision) => {
    answer.reset();
    setAnswering({ id, decision });
  };

  return (
    <QueueScreen
      {...screen}
      kind={mallRequestQueue}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: decisionStatusColors,
        content: (request) => ({
          row: { username: request.member_username, status: request.status, reject_reason: null },
          detail: (
            <Anchor component={Link} to={paths.admin.mallOrder(request.order_id)} size="xs">
              {t('request.forOrder', { id: request.order_id, status: t(`orderStatus.${request.order_status}`) })}
            </Anchor>
          ),
          amount: t(`requestKind.${request.kind}`),
          decision: {
            isBusy: answer.isPending && answering?.id === request.id,
            onApprove: () => open(request.id, 'approved'),
            onReject: () => open(request.id, 'rejected'),
          },
          children: (
            <>
              <MallRequestWords request={request} />
              <QueueRowTime createdAt={request.created_at} waitSeconds={null} />
              {request.answered_by ? (
                <Text size="xs" c="dimmed">
                  {t('request.answeredBy', { name: request.answered_by })}
                </Text>
              ) : null}
            </>
          ),
        }),
      }}
    >
      <ReasonModal
        isOpen={answering !== null}
        title={t(answering?.decision === 'rejected' ? 'request.rejectTitle' : 'request.approveTitle')}
        hint={t('request.answerHint')}
        confirmLabel={t(answering?.decision === 'rejected' ? 'request.reject' : 'request.approve')}
        color={answering?.decision === 'rejected' ? 'red' : 'teal'}
        isPending={answer.isPending}
        error={answer.error}
        onClose={() => setAnswering(null)}
        onConfirm={(text) =>
          answer.mutate(
            { id: answering!.id, input: { decision: answering!.decision, answer: text } },
            {
              onSuccess: () => {
                notifySuccess(`admin-mall:request.${answering!.decision}`);
                setAnswering(null);
              },
            },
          )
        }
      />
    </QueueScreen>
  );
}
