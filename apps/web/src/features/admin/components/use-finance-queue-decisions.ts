import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinanceDecision } from '../api/finance';
import { rowDecision } from './finance-queue-row';
import { useApproval } from './use-approval';

const notices = {
  deposit: {
    question: 'confirmApproveDeposit',
    approved: 'admin-finance:approvedDeposit',
    rejected: 'admin-finance:rejectedDeposit',
  },
  withdrawal: {
    question: 'confirmApproveWithdrawal',
    approved: 'admin-finance:approvedWithdrawal',
    rejected: 'admin-finance:rejectedWithdrawal',
  },
} as const;

/**
 * Approve and reject on the deposit or withdrawal queue: each row's decision buttons (`decisionFor`),
 * and which row the reject modal is open for (`rejection` spreads into RejectReasonModal).
 */
export function useFinanceQueueDecisions(kind: 'deposit' | 'withdrawal') {
  const { t } = useTranslation('admin-finance');
  const decision = useFinanceDecision();
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const approval = useApproval({
    question: t(notices[kind].question),
    doneKey: notices[kind].approved,
    approve: (id) => decision.mutateAsync({ kind, action: 'approve', id }),
  });
  const rejection = {
    rejectingId,
    doneKey: notices[kind].rejected,
    isPending: decision.isPending,
    error: decision.error,
    reject: (id: string, reason: string, options: { onSuccess: () => void }) =>
      decision.mutate({ kind, action: 'reject', id, reason }, options),
    onClose: () => setRejectingId(null),
  };
  return { decision, decisionFor: (id: string) => rowDecision(id, approval, setRejectingId), rejection };
}
