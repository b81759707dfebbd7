import type { AdminStore } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import { useDecideStore } from '../api/stores';
import { ReasonModal } from './reason-modal';
import { useApproval } from './use-approval';

/** The decisions that need a reason: rejecting an application, suspending a store. */
type ReasonedAction = 'reject' | 'suspend';

/**
 * Staff decisions on stores, shared by the queue and the store's page: approve after a confirmation,
 * reject or suspend after asking why (the member reads it, the audit log keeps it). `dialog` is the
 * reason dialog, to be rendered once by the screen.
 */
export function useStoreDecisions() {
  const { t } = useTranslation('admin-stores');
  const decide = useDecideStore();
  const [asking, setAsking] = useState<{ store: AdminStore; action: ReasonedAction } | null>(null);
  const approval = useApproval({
    question: t('approveQuestion'),
    doneKey: 'admin-stores:approved',
    approve: (id) => decide.mutateAsync({ id, decision: { action: 'approve' } }),
  });
  const ask = (store: AdminStore, action: ReasonedAction) => {
    decide.reset();
    setAsking({ store, action });
  };
  const action = asking?.action ?? 'reject';
  const dialog = (
    <ReasonModal
      isOpen={asking !== null}
      title={t(`${action}.title`, { name: asking?.store.shop_name ?? '' })}
      hint={t(`${action}.hint`)}
      confirmLabel={t(`${action}.confirm`)}
      color="red"
      isPending={decide.isPending}
      error={decide.error}
      onClose={() => setAsking(null)}
      onConfirm={(reason) =>
        decide.mutate(
          { id: asking!.store.id, decision: { action, reason } },
          {
            onSuccess: () => {
              notifySuccess(`admin-stores:${action}.done`);
              setAsking(null);
            },
          },
        )
      }
    />
  );
  return { approval, ask, dialog };
}
