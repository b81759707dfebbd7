import { SegmentedControl } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceQueueParams } from '../api/finance';
import { ReasonModal } from './reason-modal';
import type { ListScreenProps } from './list-screen-props';
import { notifySuccess } from '@/lib/notify';

/** What a queue screen gets from its route: the status and page shown, and how to change them. */
export type QueueScreenProps<S extends string> = ListScreenProps<FinanceQueueParams<S>>;

/** Which status a queue shows; choosing another starts again at page 1. */
export function QueueStatusFilter<S extends string>({
  params,
  onParamsChange,
  statuses,
  label,
  testId,
  fullWidth,
  style,
}: QueueScreenProps<S> & {
  statuses: readonly S[];
  label: (status: S) => string;
  testId: string;
  fullWidth?: boolean;
  style?: CSSProperties;
}) {
  return (
    <SegmentedControl
      value={params.status}
      onChange={(value) => onParamsChange({ ...params, status: value as S, page: 1 })}
      data={statuses.map((s) => ({ value: s, label: label(s) }))}
      data-testid={testId}
      fullWidth={fullWidth}
      style={style}
    />
  );
}

/** How a queue rejects one request; `onSuccess` must run once the server has accepted it. */
type Reject = (id: string, reason: string, options: { onSuccess: () => void }) => void;

/**
 * Asks why a queued request is rejected (the reason is shown to the member and audited), then rejects
 * it and reports the outcome. Open while `rejectingId` is set.
 */
export function RejectReasonModal({
  rejectingId,
  title,
  hint,
  doneKey,
  isPending,
  error,
  reject,
  onClose,
}: {
  rejectingId: string | null;
  title: string;
  hint: string;
  /** The full i18n key of the notice after rejection. */
  doneKey: string;
  isPending: boolean;
  error: unknown;
  reject: Reject;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <ReasonModal
      isOpen={rejectingId !== null}
      title={title}
      hint={hint}
      confirmLabel={t('reject')}
      color="red"
      isPending={isPending}
      error={error}
      onClose={onClose}
      onConfirm={(reason) =>
        reject(rejectingId!, reason, {
          onSuccess: () => {
            onClose();
            notifySuccess(doneKey);
          },
        })
      }
    />
  );
}
