import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import {
  type AdjustmentRecord,
  type AdjustmentRequestInput,
  type AdjustmentStatus,
  REASON_MAX,
  adjustmentRequestInput,
  adjustmentStatuses,
  walletNames,
} from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useStaffMe } from '../api/get-me';
import { getAdjustmentQueueQueryOptions, useAdjustmentQueue } from '../api/get-adjustment-queue';
import { useDecideAdjustment } from '../api/decide-adjustment';
import { useRequestAdjustment } from '../api/request-adjustment';
import { type QueueScreenProps, RejectReasonModal } from './finance-queue-controls';
import { rowDecision } from './finance-queue-row';
import { useApproval } from './use-approval';

import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { FormTextInput } from '@/components/form-text-input';
import { notifySuccess } from '@/lib/notify';
import { FailureText } from './dialog-actions';
import { MemberPickerField } from './member-picker';
import { FormSegmentedControl, FormTextarea } from '@/components/form-fields';
import { useExportPage } from './queue-export-button';
import { type QueueKind, QueueScreen } from './queue-screen';
import { decisionStatusColors } from '@/lib/status-colors';
import { fieldBinder } from '@/lib/field-binder';
import { useSchemaForm } from '@/lib/schema-form';
import { MoneyText } from '@/components/money-text';

/** Adjustments are decided as deposits are, and say their statuses in the same words. */
const adjustmentQueue: QueueKind<AdjustmentStatus> = {
  statuses: adjustmentStatuses,
  words: 'admin-finance:depositStatus',
  testIdPrefix: 'admin-adjustment',
};
/** Voucher points are their own asset; every other wallet holds USDT. */
const assetOf = (row: AdjustmentRecord) => (row.wallet === 'point5' ? 'VOUCHER' : 'USDT');
const emptyForm: AdjustmentRequestInput = {
  member_id: '',
  wallet: 'point1',
  direction: 'credit',
  amount: '',
  reason: '',
};

/** The maker's half: asks for a credit or debit; nothing moves until a colleague approves. */
function AdjustmentRequestForm() {
  const { t } = useTranslation('admin-finance');
  const request = useRequestAdjustment();
  const form = useSchemaForm(adjustmentRequestInput, emptyForm, 'onSubmit');
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        form.reset(emptyForm);
        notifySuccess('admin-finance:adjustment.requested');
      },
      onError: (error) => {
        // The server knows what the form cannot: e.g. that no member has this ID.
        if (!(error instanceof ApiError)) return;
        for (const [name, key] of Object.entries(error.fields)) {
          if (name in emptyForm) form.setError(name as keyof AdjustmentRequestInput, { message: key });
        }
      },
    }),
  );
  const field = fieldBinder(form.control, 'admin-adjustment');
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('adjustment.newTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('adjustment.newHint')}
          </Text>
          <MemberPickerField {...field('member_id', 'member')} label={t('adjustment.member')} />
          <Group grow align="flex-start" gap="sm">
            <NativeSelect
              label={t('adjustment.wallet')}
              data={walletNames.map((w) => ({ value: w, label: t(`adjustment.wallets.${w}`) }))}
              {...form.register('wallet')}
              data-testid="admin-adjustment-wallet"
            />
            <FormTextInput {...field('amount')} label={t('adjustment.amount')} inputMode="decimal" withAsterisk />
          </Group>
          <FormSegmentedControl
            {...field('direction')}
            data={[
              { value: 'credit', label: t('adjustment.direction.credit') },
              { value: 'debit', label: t('adjustment.direction.debit') },
            ]}
            fullWidth
          />
          <FormTextarea
            {...field('reason')}
            label={t('adjustment.reason')}
            minRows={2}
            maxLength={REASON_MAX}
            withAsterisk
          />
          <FailureText error={request.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending} data-testid="admin-adjustment-submit">
              {t('adjustment.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** Why the adjustment was asked for, by whom, and who decided it. */
function AdjustmentLines({ row }: { row: AdjustmentRecord }) {
  const { t } = useTranslation('admin-finance');
  return (
    <>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {row.reason}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adjustment.requestedBy', { name: row.requested_by, at: formatDateTime(row.created_at, i18n.language) })}
      </Text>
      {row.decided_by ? (
        <Text size="xs" c="dimmed">
          {t('adjustment.decidedBy', { name: row.decided_by, at: formatDateTime(row.decided_at, i18n.language) })}
        </Text>
      ) : null}
    </>
  );
}

/** Manual adjustments under maker-checker: a request form and the list with approve and reject. */
export function FinanceAdjustments(screen: QueueScreenProps<AdjustmentStatus>) {
  const { t } = useTranslation('admin-finance');
  const me = useStaffMe();
  const queue = useAdjustmentQueue(screen.params);
  const exportPage = useExportPage((page) => getAdjustmentQueueQueryOptions({ ...screen.params, page }));
  const decide = useDecideAdjustment();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const approval = useApproval({
    question: t('adjustment.confirmApprove'),
    doneKey: 'admin-finance:adjustment.approved',
    approve: (id) => decide.mutateAsync({ action: 'approve', id }),
  });

  return (
    <QueueScreen
      {...screen}
      kind={adjustmentQueue}
      fullWidth
      before={<AdjustmentRequestForm />}
      query={queue}
      exportPage={exportPage}
      rows={{
        colors: decisionStatusColors,
        content: (row) => ({
          row,
          detail: `#${row.member_id} · ${t(`adjustment.wallets.${row.wallet}`)}`,
          amount: (
            <>
              {row.direction === 'credit' ? '+' : '−'}
              <MoneyText amount={row.amount} asset={assetOf(row)} exact />
            </>
          ),
          amountColor: row.direction === 'credit' ? 'teal' : 'red',
          decision: rowDecision(row.id, approval, setRejecting),
          approveInstead:
            me.data?.id === row.requested_by_staff_id ? (
              <Text size="xs" c="dimmed" data-testid="admin-adjustment-own">
                {t('adjustment.awaitingColleague')}
              </Text>
            ) : undefined,
          children: <AdjustmentLines row={row} />,
        }),
      }}
    >
      <RejectReasonModal
        rejectingId={rejecting}
        title={t('adjustment.rejectTitle')}
        hint={t('adjustment.rejectHint')}
        doneKey="admin-finance:adjustment.rejected"
        isPending={decide.isPending}
        error={decide.error}
        reject={(id, reason, options) => decide.mutate({ action: 'reject', id, reason }, options)}
        onClose={() => setRejecting(null)}
      />
    </QueueScreen>
  );
}
