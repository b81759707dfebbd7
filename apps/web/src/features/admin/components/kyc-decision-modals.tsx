import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type KycRejectReason, REASON_MAX, kycRejectInput, kycRejectReasons } from '@tandem/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { asFormSchema, useFieldErrorText } from '@/lib/form-errors';
import { DialogActions } from './dialog-actions';

const rejectSchema = asFormSchema(kycRejectInput);
type RejectValues = z.output<typeof kycRejectInput>;
// No reason is chosen when the dialog opens; the contract says "required" if none is picked.
const noChoice = { reason: null as unknown as KycRejectReason, note: '' };

interface ModalProps {
  isOpen: boolean;
  isPending: boolean;
  error: unknown;
  onClose: () => void;
}

export function KycApproveModal({
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: ModalProps & { onConfirm: () => void }) {
  const { t } = useTranslation('admin-kyc');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('approveTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('approveBody')}</Text>
        <DialogActions
          error={error}
          onCancel={onClose}
          confirmLabel={t('approve')}
          color="teal"
          isPending={isPending}
          onConfirm={onConfirm}
          testId="admin-kyc-approve-confirm"
        />
      </Stack>
    </Modal>
  );
}

/** A reason from the list (translated for the member) and a note; "other" needs the note. */
export function KycRejectModal({
  isOpen,
  isPending,
  error,
  onClose,
  onConfirm,
}: ModalProps & { onConfirm: (input: { reason: KycRejectReason; note: string }) => void }) {
  const { t } = useTranslation('admin-kyc');
  const fieldError = useFieldErrorText();
  const form = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: noChoice });
  const { errors } = form.formState;
  useEffect(() => {
    if (isOpen) form.reset(noChoice);
  }, [isOpen, form]);

  const submit = form.handleSubmit((values) => onConfirm({ reason: values.reason, note: values.note }));

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('rejectTitle')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('rejectBody')}</Text>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Select
                label={t('reason')}
                withAsterisk
                data={kycRejectReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={fieldError(errors.reason)}
                comboboxProps={{ withinPortal: true }}
                data-testid="admin-kyc-reject-reason"
              />
            )}
          />
          <Textarea
            label={t('note')}
            description={t('noteHint')}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            {...form.register('note')}
            error={fieldError(errors.note)}
            data-testid="admin-kyc-reject-note"
          />
          <DialogActions
            error={error}
            onCancel={onClose}
            confirmLabel={t('reject')}
            color="red"
            isPending={isPending}
            testId="admin-kyc-reject-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
