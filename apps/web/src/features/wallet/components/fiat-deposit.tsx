import { Alert, Button, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { DEPOSIT_SCREENSHOT_MAX_BYTES } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type DepositOptions, useFiatDeposit } from '../api/deposit';

const depositAmountPattern = /^(\d{0,10})(\.\d{0,6})?$/;
type Field = 'amount' | 'payer_name' | 'reference_number' | 'screenshot';

/** A bank transfer the member already made: who paid, the bank's reference, and a screenshot as proof. */
export function FiatDeposit({ fiat }: { fiat: DepositOptions['fiat'] }) {
  const { t } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const deposit = useFiatDeposit();
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [reference, setReference] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const hours = t('deposit.fiatHours', { open: fiat.open, close: fiat.close, zone: fiat.time_zone });

  const onSubmit = async () => {
    const next: Partial<Record<Field, string>> = {};
    if (!/\d/.test(amount) || Number(amount) <= 0) next.amount = amount ? 'invalid' : 'required';
    if (!payerName.trim()) next.payer_name = 'required';
    if (!reference.trim()) next.reference_number = 'required';
    if (!screenshot) next.screenshot = 'required';
    if (Object.keys(next).length > 0 || !screenshot) return setErrors(next);
    try {
      await deposit.mutateAsync({
        amount,
        payer_name: payerName.trim(),
        reference_number: reference.trim(),
        screenshot,
      });
      notifySuccess('wallet:deposit.submitted');
      setAmount('');
      setPayerName('');
      setReference('');
      setScreenshot(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).length > 0) {
        return setErrors(error.fields as Partial<Record<Field, string>>);
      }
      notifyError(error);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      data-testid="fiat-deposit-form"
    >
      <Stack gap="sm">
        {fiat.is_open_now ? (
          <Text size="sm" c="dimmed">
            {hours}
          </Text>
        ) : (
          <Alert color="yellow" variant="light" data-testid="fiat-closed">
            {t('deposit.fiatClosed')} {hours}
          </Alert>
        )}
        <TextInput
          label={t('deposit.amountPaid')}
          value={amount}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => {
            const value = event.currentTarget.value.trim();
            if (!depositAmountPattern.test(value)) return;
            setAmount(value);
            setErrors({ ...errors, amount: undefined });
          }}
          rightSection="USDT"
          rightSectionWidth={56}
          error={fieldError(errors.amount)}
          required
          data-testid="fiat-amount"
        />
        <TextInput
          label={t('deposit.payerName')}
          value={payerName}
          maxLength={100}
          onChange={(event) => {
            setPayerName(event.currentTarget.value);
            setErrors({ ...errors, payer_name: undefined });
          }}
          error={fieldError(errors.payer_name)}
          required
          data-testid="fiat-payer-name"
        />
        <TextInput
          label={t('deposit.reference')}
          value={reference}
          maxLength={64}
          onChange={(event) => {
            setReference(event.currentTarget.value);
            setErrors({ ...errors, reference_number: undefined });
          }}
          error={fieldError(errors.reference_number)}
          required
          data-testid="fiat-reference"
        />
        <FileInput
          label={t('deposit.screenshot')}
          description={t('deposit.screenshotHint')}
          accept="image/png,image/jpeg"
          value={screenshot}
          onChange={(file) => {
            if (file && file.size > DEPOSIT_SCREENSHOT_MAX_BYTES) {
              setScreenshot(null);
              return setErrors({ ...errors, screenshot: 'FILE_TOO_LARGE' });
            }
            setScreenshot(file);
            setErrors({ ...errors, screenshot: undefined });
          }}
          error={errors.screenshot === 'FILE_TOO_LARGE' ? t('errors:FILE_TOO_LARGE') : fieldError(errors.screenshot)}
          clearable
          required
          data-testid="fiat-screenshot"
        />
        <Button type="submit" disabled={!fiat.is_open_now} loading={deposit.isPending} data-testid="fiat-submit">
          {t('deposit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
