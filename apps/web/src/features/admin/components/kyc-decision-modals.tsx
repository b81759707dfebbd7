import { type KycRejectReason, REASON_MAX, kycRejectInput, kycRejectReasons } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { asFormSchema } from '@/lib/form-errors';
import { type DialogState, FormDialog, useDialogForm } from './form-dialog';
import { FormSelect, FormTextarea } from '@/components/form-fields';
import { fieldBinder } from '@/lib/field-binder';

const rejectSchema = asFormSchema(kycRejectInput);
// No reason is chosen when the dialog opens; the contract says "required" if none is picked.
const noChoice = { reason: null as unknown as KycRejectReason, note: '' };

export function KycApproveModal({ onConfirm, ...dialog }: DialogState & { onConfirm: () => void }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <FormDialog
      {...dialog}
      title={t('approveTitle')}
      hint={t('approveBody')}
      confirmLabel={t('approve')}
      color="teal"
      onConfirm={onConfirm}
      testId="admin-kyc-approve-confirm"
    />
  );
}

/** A reason from the list (translated for the member) and a note; "other" needs the note. */
export function KycRejectModal({
  onConfirm,
  ...dialog
}: DialogState & { onConfirm: (input: { reason: KycRejectReason; note: string }) => void }) {
  const { t } = useTranslation('admin-kyc');
  const form = useDialogForm(dialog.isOpen, rejectSchema, noChoice);

  const submit = form.handleSubmit((values) => onConfirm({ reason: values.reason, note: values.note }));

  const field = fieldBinder(form.control, 'admin-kyc-reject');
  return (
    <FormDialog
      {...dialog}
      title={t('rejectTitle')}
      hint={t('rejectBody')}
      onSubmit={(event) => void submit(event)}
      confirmLabel={t('reject')}
      color="red"
      testId="admin-kyc-reject-confirm"
    >
      <FormSelect
        {...field('reason')}
        label={t('reason')}
        withAsterisk
        data={kycRejectReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
      />
      <FormTextarea
        {...field('note')}
        label={t('note')}
        description={t('noteHint')}
        minRows={3}
        maxLength={REASON_MAX}
      />
    </FormDialog>
  );
}
