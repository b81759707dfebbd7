import { Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MAX, type SurrenderQueueItem, reasonInput } from '@tandem/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog, useOnOpen } from './form-dialog';
import { Link } from 'react-router';
import { formatDateTime, formatUsdt } from '@/lib/format';
import { useCan } from '../api/get-me';
import { useDecideSurrender } from '../api/decide-surrender';
import { useSurrenderQueue } from '../api/get-surrender-queue';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { QueueDecisionButtons } from './finance-queue-row';
import { PageLoader } from '@/components/page-loader';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';

type Decision = 'approve' | 'reject';

/** A rejection needs the contract's reason; an approval takes an optional note under the same limit. */
const approveNote = z.object({ reason: z.string().trim().max(REASON_MAX, 'tooLong') });
const schemas = { approve: approveNote, reject: reasonInput };

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
  const fieldError = useFieldErrorText();
  const decide = useDecideSurrender();
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schemas[decision]), defaultValues: { reason: '' } });
  const reasonError = form.formState.errors.reason;
  const money = (value: string) => `${formatUsdt(value, i18n.language)} USDT`;
  // Each opening starts blank, without the last one's note or failure.
  useOnOpen(item !== null, () => {
    form.reset({ reason: '' });
    decide.reset();
  });

  const onConfirm = form.handleSubmit(({ reason }) => {
    if (!item) return;
    decide.mutate(
      { stakeId: item.stake_id, decision, reason },
      {
        onSuccess: () => {
          notifySuccess(`admin-staking:surrenders.done.${decision}`);
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      isOpen={item !== null}
      onClose={onClose}
      title={t(`surrenders.${decision}Title`, { username: item?.username ?? '' })}
      gap="sm"
      hint={
        !item
          ? undefined
          : decision === 'approve'
            ? t('surrenders.approveHint', { returned: money(item.returned), penalty: money(item.penalty) })
            : t('surrenders.rejectHint')
      }
      onSubmit={(event) => void onConfirm(event)}
      error={decide.error}
      confirmLabel={t(`surrenders.${decision}`)}
      color={decision === 'approve' ? 'teal' : 'red'}
      isPending={decide.isPending}
      testId="admin-surrender-confirm"
    >
      <Textarea
        label={decision === 'reject' ? t('surrenders.reason') : t('surrenders.note')}
        {...form.register('reason')}
        error={reasonError?.message === 'required' ? t('surrenders.reasonRequired') : fieldError(reasonError)}
        autosize
        minRows={2}
        maxLength={REASON_MAX}
        withAsterisk={decision === 'reject'}
        data-testid="admin-surrender-reason"
      />
    </FormDialog>
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
                <QueueDecisionButtons
                  testIdPrefix="admin-surrender"
                  isBusy={false}
                  onApprove={() => setPending({ item, decision: 'approve' })}
                  onReject={() => setPending({ item, decision: 'reject' })}
                  labels={{ approve: t('surrenders.approve'), reject: t('surrenders.reject') }}
                />
              </Group>
            ) : null}
          </Group>
        </Paper>
      ))}
      {/* Keyed by the decision: each has its own schema, which the form takes when it is made. */}
      <DecisionModal
        key={pending?.decision ?? 'approve'}
        item={pending?.item ?? null}
        decision={pending?.decision ?? 'approve'}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
