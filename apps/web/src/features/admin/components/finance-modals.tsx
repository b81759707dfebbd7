import { Image, Modal, Text, TextInput } from '@mantine/core';
import { withdrawalPaidInput } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '@/lib/form-errors';
import { useDepositScreenshot } from '../api/finance';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { type DialogState, FormDialog, useDialogForm } from './form-dialog';

/** Seconds waited as "3 h 20 min" / "2 d 4 h", so the oldest request stands out. */
export function FinanceAge({ seconds }: { seconds: number }) {
  const { t } = useTranslation('admin-finance');
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const text =
    days > 0
      ? t('age.days', { days, hours: hours % 24 })
      : hours > 0
        ? t('age.hours', { hours, minutes: minutes % 60 })
        : t('age.minutes', { minutes });
  return (
    <Text size="xs" c={hours >= 24 ? 'red' : 'dimmed'} data-testid="admin-finance-age">
      {text}
    </Text>
  );
}

/** The fiat transfer screenshot, fetched with the staff session (never a public URL). */
export function ScreenshotModal({ depositId, onClose }: { depositId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const image = useDepositScreenshot(depositId);
  return (
    <Modal opened={depositId !== null} onClose={onClose} title={t('screenshot')} size="lg" centered>
      {image.isPending ? (
        <PageLoader />
      ) : image.isError ? (
        <LoadError error={image.error} onRetry={() => void image.refetch()} />
      ) : image.url ? (
        <Image src={image.url} alt={t('screenshot')} fit="contain" mah="70vh" />
      ) : null}
    </Modal>
  );
}

/** Asks for the tx hash or bank reference that proves an approved withdrawal was sent. */
export function PaidModal({ onConfirm, ...dialog }: DialogState & { onConfirm: (reference: string) => void }) {
  const { t } = useTranslation('admin-finance');
  const form = useDialogForm(dialog.isOpen, withdrawalPaidInput, { reference: '' });
  const fieldError = useFieldErrorText();
  const referenceError = form.formState.errors.reference;
  const submit = form.handleSubmit((values) => onConfirm(values.reference));
  return (
    <FormDialog
      {...dialog}
      title={t('paid.title')}
      hint={t('paid.hint')}
      onSubmit={(event) => void submit(event)}
      confirmLabel={t('paid.confirm')}
      testId="admin-finance-paid-confirm"
    >
      <TextInput
        label={t('paid.reference')}
        maxLength={120}
        withAsterisk
        data-autofocus
        {...form.register('reference')}
        error={referenceError?.message === 'required' ? t('paid.required') : fieldError(referenceError)}
        data-testid="admin-finance-reference"
      />
    </FormDialog>
  );
}
