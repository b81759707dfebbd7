import { Alert, Button, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEPOSIT_SCREENSHOT_MAX_BYTES, type DepositOptions, fiatDepositFields } from '@tandem/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { asFormSchema, handleFormError, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useFiatDeposit } from '../api/deposit';
import { DepositAmountField } from './deposit-amount-input';
import { FiatPayeeCard } from './fiat-payee-card';

/** The payer's own words about the payment, in the order the form asks for them. */
const textFields = [
  { name: 'payer_name', label: 'deposit.payerName', maxLength: 100, testId: 'fiat-payer-name' },
  { name: 'reference_number', label: 'deposit.reference', maxLength: 64, testId: 'fiat-reference' },
] as const;

/** The contract's text fields plus the multipart file field `screenshot`. */
const schema = asFormSchema(
  fiatDepositFields.extend({ screenshot: z.custom<File>((value) => value instanceof File, 'required') }),
);
type Values = z.output<typeof schema>;
const fieldNames = ['amount', 'payer_name', 'reference_number', 'screenshot'];
const empty = { amount: '', payer_name: '', reference_number: '', screenshot: null as unknown as File };

/**
 * Where to pay (the payee card), then the bank transfer the member made: who paid, the bank's
 * reference, and a screenshot as proof. Locked, and saying why, while a deposit of theirs waits (D11).
 */
export function FiatDeposit({ fiat }: { fiat: DepositOptions['fiat'] }) {
  const { t } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const deposit = useFiatDeposit();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;
  const hours = t('deposit.fiatHours', { open: fiat.open, close: fiat.close, zone: fiat.time_zone });
  const units = useWatch({ control: form.control, name: 'amount' });
  const isLocked = !fiat.is_open_now || fiat.is_pending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deposit.mutateAsync(values);
      notifySuccess('wallet:deposit.submitted');
      form.reset(empty);
    } catch (error) {
      handleFormError(error, form.setError, fieldNames);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="fiat-deposit-form">
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
        {fiat.is_pending && (
          <Alert color="blue" variant="light" data-testid="fiat-pending">
            {t('deposit.fiatPending')}
          </Alert>
        )}
        <FiatPayeeCard fiat={fiat} units={String(units ?? '')} />
        <fieldset disabled={isLocked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <DepositAmountField control={form.control} label={t('deposit.amountPaid')} testId="fiat-amount" isWhole />
            {textFields.map((field) => (
              <TextInput
                key={field.name}
                label={t(field.label)}
                maxLength={field.maxLength}
                {...form.register(field.name, { onChange: () => form.clearErrors(field.name) })}
                error={fieldError(errors[field.name])}
                required
                data-testid={field.testId}
              />
            ))}
            <Controller
              control={form.control}
              name="screenshot"
              render={({ field }) => (
                <FileInput
                  label={t('deposit.screenshot')}
                  description={t('deposit.screenshotHint')}
                  accept="image/png,image/jpeg"
                  value={field.value}
                  onChange={(file) => {
                    form.clearErrors('screenshot');
                    // Too large is refused at once, in the words the server would use.
                    if (file && file.size > DEPOSIT_SCREENSHOT_MAX_BYTES) {
                      field.onChange(null);
                      return setRefusal(form.setError, 'screenshot', 'FILE_TOO_LARGE');
                    }
                    field.onChange(file);
                  }}
                  error={fieldError(errors.screenshot)}
                  clearable
                  required
                  data-testid="fiat-screenshot"
                />
              )}
            />
            <Button type="submit" disabled={isLocked} loading={deposit.isPending} data-testid="fiat-submit">
              {t('deposit.submit')}
            </Button>
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
