import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MAX, type ReasonInput, reasonInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useOnOpen } from './form-dialog';
import { FormTextarea } from './form-fields';

/**
 * Asks why before an action on a member's account; the reason goes into the audit log with it.
 * A failure is shown inside the modal, so the typed reason is not lost.
 */
export function ReasonModal({
  isOpen,
  title,
  hint,
  confirmLabel,
  color,
  isPending,
  error,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  title: string;
  hint: string;
  confirmLabel: string;
  color?: string;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonInput), defaultValues: { reason: '' } });
  useOnOpen(isOpen, () => form.reset({ reason: '' }));

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      hint={hint}
      onSubmit={(event) => void form.handleSubmit((values) => onConfirm(values.reason))(event)}
      error={error}
      confirmLabel={confirmLabel}
      color={color}
      isPending={isPending}
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
