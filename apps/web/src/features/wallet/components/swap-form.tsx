import { SegmentedControl, Text } from '@mantine/core';
import { MICRO_PER_UNIT, type WalletInfo, changeWalletInput, parseMoneyToMicro } from '@tandem/contracts';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { asFormSchema, refuseField, setRefusal } from '@/lib/form-errors';
import { maxWholeAmount } from '@/lib/max-amount';
import { formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSwap } from '../api/swap';
import { createAttemptKeys } from '@/lib/attempt-key';
import { AmountField } from '@/components/amount-input';
import { FormFrame } from '@/components/form-frame';
import { useSchemaForm } from '@/lib/schema-form';

// The contract's swap body; the secondary password is asked for after the fields pass.
const schema = asFormSchema(changeWalletInput.omit({ sec_password: true }));
type Values = z.output<typeof schema>;

/** A profit wallet (point2, point3) into the cash wallet, confirmed with the secondary password. */
export function SwapForm({ wallet, onDone }: { wallet: WalletInfo; onDone?: () => void }) {
  const first = wallet.swaps[0];
  // The directions come from the server; without one there is nothing to offer.
  if (!first) return null;
  return <SwapFields wallet={wallet} first={first} onDone={onDone} />;
}

function SwapFields(props: { wallet: WalletInfo; first: WalletInfo['swaps'][number]; onDone?: () => void }) {
  const { wallet, onDone } = props;
  const { t, i18n } = useTranslation('wallet');
  const swap = useSwap();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const form = useSchemaForm(
    schema,
    { from_wallet: props.first.from, to_wallet: props.first.to, amount: '' },
    'onSubmit',
  );
  const from = useWatch({ control: form.control, name: 'from_wallet' });
  const to = useWatch({ control: form.control, name: 'to_wallet' });
  const direction = Math.max(
    0,
    wallet.swaps.findIndex((option) => option.from === from && option.to === to),
  );

  const balanceMicro = parseMoneyToMicro(wallet[from]) ?? 0n;

  const submit = async (values: Values) => {
    // More than the wallet holds is said before the password is asked (D12).
    if (BigInt(values.amount) * MICRO_PER_UNIT > balanceMicro) {
      return setRefusal(form.setError, 'amount', 'INSUFFICIAN_BALANCE');
    }
    const idempotencyKey = attemptKeys.keyFor(`${values.from_wallet}|${values.to_wallet}|${values.amount}`);
    try {
      const sent = await sendWithSecondaryPassword((secPassword) =>
        swap.mutateAsync({ ...values, sec_password: secPassword, idempotencyKey }),
      );
      if (sent === null) return;
      attemptKeys.complete();
      notifySuccess('wallet:swap.done');
      form.resetField('amount');
      onDone?.();
    } catch (failure) {
      if (!refuseField(failure, form.setError, 'amount')) notifyError(failure);
    }
  };

  return (
    <FormFrame form={form} action={submit} testId="swap" intro={t('swap.intro')} submitLabel={t('swap.submit')}>
      <SegmentedControl
        fullWidth
        value={String(direction)}
        onChange={(value) => {
          const chosen = wallet.swaps[Number(value)];
          if (!chosen) return;
          form.setValue('from_wallet', chosen.from);
          form.setValue('to_wallet', chosen.to);
          form.clearErrors('amount');
        }}
        data={wallet.swaps.map((option, index) => ({ value: String(index), label: t(`names.${option.from}`) }))}
        aria-label={t('swap.from')}
        data-testid="swap-from"
      />
      <Text size="sm" data-testid="swap-direction">
        {t('swap.direction', { from: t(`names.${from}`), to: t(`names.${to}`) })}
      </Text>
      <Text size="sm">{t('swap.available', { amount: formatUsdt(wallet[from], i18n.language) })}</Text>
      <AmountField
        control={form.control}
        label={t('amount')}
        max={maxWholeAmount({ balanceMicro })}
        testId="swap-amount"
      />
    </FormFrame>
  );
}
