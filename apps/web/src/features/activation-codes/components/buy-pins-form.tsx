import { Alert, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BuyPinInput, type BuyPinResult, PIN_BATCH_MAX, type PinInfo, buyPinInput } from '@tandem/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { useFieldErrorText } from '@/lib/form-errors';
import { formatUsdt } from '@/lib/format';
import { useBuyPins } from '../api/pin-actions';
import { buyRefusals, previewPurchase } from '../pin-rules';
import { useSecPasswordSubmit } from './use-sec-password-submit';

/**
 * The contract's quantity (the secondary password is asked for after it passes). It coerces what it is
 * given, so the field holds the typed text and the form hands on a number; zod types its input as
 * unknown, which react-hook-form cannot name fields from, hence the narrower type.
 */
const schema = buyPinInput.pick({ quantity: true }) as unknown as z.ZodType<{ quantity: number }, Values>;
type Values = { quantity: string };

/**
 * Codes bought with the cash wallet: the quantity, then price × quantity against the cash balance,
 * so the member sees what leaves the wallet before the secondary password is asked for.
 */
export function BuyPinsForm({
  info,
  cashBalance,
  onDone,
}: {
  info: PinInfo;
  /** The cash wallet (point1); undefined while it loads. */
  cashBalance: string | undefined;
  onDone?: (result: BuyPinResult) => void;
}) {
  const { t, i18n } = useTranslation('pins');
  const fieldError = useFieldErrorText();
  const buy = useBuyPins();
  const form = useForm<Values, unknown, { quantity: number }>({
    resolver: zodResolver(schema),
    defaultValues: { quantity: '1' },
  });
  const submit = useSecPasswordSubmit<Values, BuyPinInput, BuyPinResult>({
    form,
    mutation: buy,
    doneKey: 'pins:buy.done',
    refusals: buyRefusals,
    onDone,
  });
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const money = (value: string) => formatUsdt(value, i18n.language);
  const preview = previewPurchase(info.price, quantity, cashBalance ?? '0');

  return (
    <FormFrame
      form={form}
      action={(values) => submit(values)}
      testId="pin-buy"
      intro={t('buy.intro', { days: info.validity_days })}
      submitLabel={t('buy.submit')}
    >
      <TextInput
        label={t('buy.quantity')}
        description={t('buy.quantityHint', { max: PIN_BATCH_MAX })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        {...form.register('quantity')}
        error={fieldError(form.formState.errors.quantity)}
        required
        data-testid="pin-buy-quantity"
      />
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)" data-testid="pin-buy-preview">
        <Stack gap={4}>
          <Text size="sm" data-testid="pin-buy-price">
            {t('buy.priceLine', {
              price: money(info.price),
              quantity: preview?.quantity ?? '—',
            })}
          </Text>
          <Text size="sm" fw={700} data-testid="pin-buy-total">
            {t('buy.total', { total: preview ? money(preview.total) : '—' })}
          </Text>
          <Text size="sm" c="dimmed" data-testid="pin-buy-balance">
            {cashBalance === undefined ? '\u00a0' : t('buy.balance', { amount: money(cashBalance) })}
          </Text>
        </Stack>
      </Paper>
      {preview && cashBalance !== undefined && !preview.isAffordable ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="pin-buy-short">
          {t('buy.notEnough')}
        </Alert>
      ) : null}
    </FormFrame>
  );
}
