import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import type { WalletInfo, WalletName } from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSwap } from '../api/swap';
import { createAttemptKeys } from '@/lib/attempt-key';
import { wholeUnitsToMicro } from '../money-input';
import { AmountInput } from '@/components/amount-input';

/** A profit wallet (point2, point3) into the cash wallet, confirmed with the secondary password. */
export function SwapForm({ wallet, onDone }: { wallet: WalletInfo; onDone?: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const swap = useSwap();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const [direction, setDirection] = useState(0);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const chosen = wallet.swaps[direction] ?? wallet.swaps[0];
  if (!chosen) return null;
  const balanceOf = (name: WalletName) => wallet[name];

  const onSubmit = async () => {
    const amountMicro = wholeUnitsToMicro(amount);
    if (amountMicro === null) return setError(amount === '' ? 'required' : 'invalid');
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    const idempotencyKey = attemptKeys.keyFor(`${chosen.from}|${chosen.to}|${amount}`);
    try {
      await swap.mutateAsync({
        from_wallet: chosen.from,
        to_wallet: chosen.to,
        amount,
        sec_password: secPassword,
        idempotencyKey,
      });
      attemptKeys.complete();
      notifySuccess('wallet:swap.done');
      setAmount('');
      onDone?.();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.amount) return setError(failure.fields.amount);
      notifyError(failure);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      data-testid="swap-form"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('swap.intro')}
        </Text>
        <SegmentedControl
          fullWidth
          value={String(direction)}
          onChange={(value) => {
            setDirection(Number(value));
            setError(undefined);
          }}
          data={wallet.swaps.map((option, index) => ({ value: String(index), label: t(`names.${option.from}`) }))}
          aria-label={t('swap.from')}
          data-testid="swap-from"
        />
        <Text size="sm" data-testid="swap-direction">
          {t('swap.direction', { from: t(`names.${chosen.from}`), to: t(`names.${chosen.to}`) })}
        </Text>
        <Text size="sm">{t('swap.available', { amount: formatUsdt(balanceOf(chosen.from), i18n.language) })}</Text>
        <AmountInput
          label={t('amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
          error={fieldError(error)}
          testId="swap-amount"
        />
        <Button type="submit" loading={swap.isPending} data-testid="swap-submit">
          {t('swap.submit')}
        </Button>
      </Stack>
    </form>
  );
}
