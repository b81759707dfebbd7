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
import { getSurrenderQueueQueryOptions, useSurrenderQueue } from '../api/get-surrender-queue';
import { paths } from '@/config/paths';
import { PagedList } from '@/components/paged-list';
import { QueueDecisionButtons } from './finance-queue-row';
import { QueueExportButton, useExportPage } from './queue-export-button';
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

/** One surrender: who, which package, what the penalty keeps and what goes back, and the decision. */
function SurrenderCard({
  item,
  canDecide,
  onDecide,
}: {
  item: SurrenderQueueItem;
  canDecide: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation('admin-staking');
  const money = (value: string) => `${formatUsdt(value, i18n.language)} USDT`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`admin-surrender-${item.username}`}>
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
              onApprove={() => onDecide('approve')}
              onReject={() => onDecide('reject')}
              labels={{ approve: t('surrenders.approve'), reject: t('surrenders.reject') }}
            />
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * Surrenders waiting for staff, oldest first, each with the penalty and what the member gets back, a
 * page at a time; Export CSV downloads all of them, like the other queues.
 */
export function StakingSurrenders() {
  const { t } = useTranslation('admin-staking');
  const [page, setPage] = useState(1);
  const queue = useSurrenderQueue(page);
  const exportPage = useExportPage((exported) => getSurrenderQueueQueryOptions(exported));
  const canDecide = useCan('staking.surrender');
  const [pending, setPending] = useState<{ item: SurrenderQueueItem; decision: Decision } | null>(null);

  return (
    <Stack gap="sm" data-testid="admin-surrenders">
      <Group justify="flex-end">
        <QueueExportButton
          fetchPage={exportPage}
          fileName="admin-surrenders-pending.csv"
          testId="admin-surrenders-export"
        />
      </Group>
      <PagedList
        query={queue}
        emptyText={t('surrenders.empty')}
        testId="admin-surrenders"
        onPageChange={setPage}
        renderItem={(item) => (
          <SurrenderCard
            key={item.stake_id}
            item={item}
            canDecide={canDecide}
            onDecide={(decision) => setPending({ item, decision })}
          />
        )}
      />
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
