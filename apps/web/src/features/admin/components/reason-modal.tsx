import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX, type ReasonInput, reasonInput } from '@tandem/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { DialogActions } from './dialog-actions';

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
  const fieldError = useFieldErrorText();
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonInput), defaultValues: { reason: '' } });
  useEffect(() => {
    if (isOpen) form.reset({ reason: '' });
  }, [isOpen, form]);

  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered>
      <form onSubmit={form.handleSubmit((values) => onConfirm(values.reason))} noValidate>
        <Stack gap="md">
          <Text size="sm">{hint}</Text>
          <Textarea
            label={t('member.reason')}
            placeholder={t('member.reasonPlaceholder')}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            withAsterisk
            data-autofocus
            {...form.register('reason')}
            error={fieldError(form.formState.errors.reason?.message)}
            data-testid="admin-reason"
          />
          <DialogActions
            error={error}
            onCancel={onClose}
            confirmLabel={confirmLabel}
            color={color}
            isPending={isPending}
            testId="admin-reason-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
