import { Group } from '@mantine/core';
import { PIN_BATCH_MAX, REASON_MAX, issuePinInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextInput } from '@/components/form-text-input';
import { notifySuccess } from '@/lib/notify';
import { useIssuePins } from '../api/pins';
import { FormDialog, useDialogForm } from './form-dialog';
import { FormTextarea } from '@/components/form-fields';
import { fieldBinder } from '@/lib/field-binder';

type Values = { username: string; quantity: string; reason: string };
const emptyForm: Values = { username: '', quantity: '1', reason: '' };
/**
 * The contract's input. Its quantity coerces what it is given, so the form holds the typed text and
 * the server reads it the same way; zod types that input as unknown, which react-hook-form cannot
 * bind a field to, hence the plain text type here.
 */
const schema = issuePinInput as unknown as z.ZodType<Values, Values>;

/** Codes given to a member without payment, with the reason that goes into the audit log. */
export function PinsIssueDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-pins');
  const issue = useIssuePins();
  const form = useDialogForm(isOpen, schema, emptyForm, issue.reset);
  const submit = form.handleSubmit((values) =>
    issue.mutate(values, {
      onSuccess: () => {
        notifySuccess('admin-pins:issue.done');
        onClose();
      },
    }),
  );

  const field = fieldBinder(form.control, 'admin-pin-issue');
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('issue.title')}
      hint={t('issue.hint')}
      onSubmit={(event) => void submit(event)}
      formTestId="admin-pin-issue-form"
      confirmLabel={t('issue.submit')}
      isPending={issue.isPending}
      error={issue.error}
      testId="admin-pin-issue-submit"
    >
      <Group grow align="flex-start" gap="sm">
        <FormTextInput
          {...field('username')}
          label={t('issue.username')}
          autoComplete="off"
          withAsterisk
          data-autofocus
        />
        <FormTextInput
          {...field('quantity')}
          label={t('issue.quantity', { max: PIN_BATCH_MAX })}
          inputMode="numeric"
          withAsterisk
        />
      </Group>
      <FormTextarea {...field('reason')} label={t('issue.reason')} minRows={2} maxLength={REASON_MAX} withAsterisk />
    </FormDialog>
  );
}
