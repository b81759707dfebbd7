import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askConfirmation } from '@/components/ask-confirmation';
import { notifyError, notifySuccess } from '@/lib/notify';

/**
 * Approve-with-confirm for a back-office queue (deposits, withdrawals, adjustments): asks "are you
 * sure?" in the app's dialog, marks the row busy while the call runs, and reports the outcome.
 */
export function useApproval(options: {
  /** The question, already translated. */
  question: string;
  /** The full i18n key of the notice after approval. */
  doneKey: string;
  approve: (id: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-finance');
  const [busyId, setBusyId] = useState<string | null>(null);
  const approve = async (id: string) => {
    const isSure = await askConfirmation({
      title: t('approve'),
      children: <Text size="sm">{options.question}</Text>,
      confirmLabel: t('approve'),
      color: 'teal',
      testId: 'admin-approve-confirm',
    });
    if (!isSure) return;
    setBusyId(id);
    try {
      await options.approve(id);
      notifySuccess(options.doneKey);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, approve };
}
