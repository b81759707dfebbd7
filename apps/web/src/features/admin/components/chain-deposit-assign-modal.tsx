import { TextInput } from '@mantine/core';
import { chainDepositAssignInput } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refuseField, useFieldErrorText } from '@/lib/form-errors';
import { FormDialog, useDialogForm } from './form-dialog';

/**
 * Asks which member an unmatched chain transfer belongs to (by username), then credits it to them.
 * An unknown username shows under the field; any other failure in the dialog, so nothing typed is lost.
 */
export function ChainDepositAssignModal({
  isOpen,
  isPending,
  onClose,
  onAssign,
}: {
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  /** Resolves once the server credited it; rejects with the failure. */
  onAssign: (username: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-finance');
  const fieldError = useFieldErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useDialogForm(isOpen, chainDepositAssignInput, { username: '' }, () => setFailure(null));
  const usernameError = form.formState.errors.username;
  const submit = form.handleSubmit(async ({ username }) => {
    setFailure(null);
    try {
      await onAssign(username);
    } catch (error) {
      if (!refuseField(error, form.setError, 'username')) setFailure(error);
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('chainDeposit.assignTitle')}
      hint={t('chainDeposit.assignHint')}
      onSubmit={(event) => void submit(event)}
      error={failure}
      confirmLabel={t('chainDeposit.assign')}
      color="teal"
      isPending={isPending}
      testId="admin-chain-deposit-assign-confirm"
    >
      <TextInput
        label={t('chainDeposit.username')}
        maxLength={64}
        withAsterisk
        data-autofocus
        autoCapitalize="none"
        autoComplete="off"
        {...form.register('username')}
        error={usernameError?.type === 'server' ? t('chainDeposit.noSuchMember') : fieldError(usernameError)}
        data-testid="admin-chain-deposit-username"
      />
    </FormDialog>
  );
}
