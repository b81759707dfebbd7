import { REASON_MAX, reasonInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { type DialogState, FormDialog, useDialogForm } from './form-dialog';
import { FormTextarea } from '@/components/form-fields';

/**
 * Asks why before an action on a member's account; the reason goes into the audit log with it.
 * A failure is shown inside the modal, so the typed reason is not lost.
 */
export function ReasonModal({
  onConfirm,
  ...dialog
}: DialogState & {
  title: string;
  hint: string;
  confirmLabel: string;
  color?: string;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useDialogForm(dialog.isOpen, reasonInput, { reason: '' });

  return (
    <FormDialog
      {...dialog}
      onSubmit={(event) => void form.handleSubmit((values) => onConfirm(values.reason))(event)}
      testId="admin-reason-confirm"
    >
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('member.reason')}
        placeholder={t('member.reasonPlaceholder')}
        minRows={3}
        maxLength={REASON_MAX}
        withAsterisk
        data-autofocus
        testId="admin-reason"
      />
    </FormDialog>
  );
}
