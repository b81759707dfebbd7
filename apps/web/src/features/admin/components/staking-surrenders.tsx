import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX, type SurrenderQueueItem } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { Link } from 'react-router';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useCan } from '../api/get-me';
import { useDecideSurrender, useSurrenderQueue } from '../api/staking-admin';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { errorMessage, notifySuccess } from '@/lib/notify';

type Decision = 'approve' | 'reject';

function DecisionModal({
  item,
  decision,
  onClose,
}: {
  item: SurrenderQueueItem | null;
  decision: Decision;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-staking');
  const decide = useDecideSurrender();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const money = (value: string) => `${formatUsdt(value, i18n.language)} USDT`;

  const onConfirm = async () => {
    if (!item) return;
    if (decision === 'reject' && reason.trim() === '') return setError(t('surrenders.reasonRequired'));
    try {
      await decide.mutateAsync({ stakeId: item.stake_id, decision, reason: reason.trim() });
      notifySuccess(`admin-staking:surrenders.done.${decision}`);
      setReason('');
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      opened={item !== null}
      onClose={() => {
        setReason('');
        setError(undefined);
        onClose();
      }}
      title={t(`surrenders.${decision}Title`, { username: item?.username ?? '' })}
      centered
    >
      {item ? (
        <Stack gap="sm">
          <Text size="sm">
            {decision === 'approve'
              ? t('surrenders.approveHint', { returned: money(item.returned), penalty: money(item.penalty) })
              : t('surrenders.rejectHint')}
          </Text>
          <Textarea
            label={decision === 'reject' ? t('surrenders.reason') : t('surrenders.note')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            withAsterisk={decision === 'reject'}
            data-testid="admin-surrender-reason"
          />
          <DialogActions
            error={error}
            onCancel={onClose}
            confirmLabel={t(`surrenders.${decision}`)}
            color={decision === 'approve' ? 'teal' : 'red'}
            isPending={decide.isPending}
            onConfirm={() => void onConfirm()}
            testId="admin-surrender-confirm"
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Surrenders waiting for staff, oldest first, each with the penalty and what the member gets back. */
export function StakingSurrenders() {
  const { t, i18n } = useTranslation('admin-staking');
  const queue = useSurrenderQueue();
  const canDecide = useCan('staking.surrender');
  const [pending, setPending] = useState<{ item: SurrenderQueueItem; decision: Decision } | null>(null);
  const money = (value: string) => `${formatUsdt(value, i18n.language)} USDT`;

  if (queue.isPending) return <PageLoader />;
  if (queue.isError) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0)
    return (
      <Text c="dimmed" size="sm" py="md" data-testid="admin-surrenders-empty">
        {t('surrenders.empty')}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid="admin-surrenders">
      {queue.data.map((item) => (
        <Paper key={item.stake_id} withBorder radius="md" p="sm" data-testid={`admin-surrender-${item.username}`}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>
                <Link to={paths.admin.member(item.member_id)}>{item.username}</Link> · {item.package_name}
              </Text>
              <Text size="sm">
                {t('surrenders.line', {
                  amount: money(item.amount),
                  penalty: money(item.penalty),
                  percent: item.penalty_percent.replace(/\.?0+$/, ''),
                  returned: money(item.returned),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('surrenders.held', { days: item.days_held, start: item.start_day })} ·{' '}
                {t('surrenders.requested', { at: formatDateTime(item.requested_at, i18n.language) })}
              </Text>
            </Stack>
            {canDecide ? (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="teal"
                  onClick={() => setPending({ item, decision: 'approve' })}
                  data-testid="admin-surrender-approve"
                >
                  {t('surrenders.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => setPending({ item, decision: 'reject' })}
                  data-testid="admin-surrender-reject"
                >
                  {t('surrenders.reject')}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
      <DecisionModal
        item={pending?.item ?? null}
        decision={pending?.decision ?? 'approve'}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
