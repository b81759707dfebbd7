import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReceiverInfo, type WalletInfo, formatMicro } from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCheckReceiver } from '../api/check-receiver';
import { useTransfer } from '../api/transfer';
import { createAttemptKeys } from '@/lib/attempt-key';
import { feeOfPreview, minUnitsOf, wholeUnitsToMicro } from '../money-input';
import { AmountInput } from './amount-input';
import { ReceiverCard } from './receiver-card';

/**
 * Cash wallet to an upline or downline member: check the receiver first (their masked name shows),
 * then the amount, then the secondary password. One Idempotency-Key per attempt (lib/attempt-key.ts).
 */
export function TransferForm({ wallet, onDone }: { wallet: WalletInfo; onDone?: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const checkReceiver = useCheckReceiver();
  const transfer = useTransfer();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const [username, setUsername] = useState('');
  const [receiver, setReceiver] = useState<ReceiverInfo | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ username?: string; amount?: string }>({});
  // A refused receiver says why (not in your team, yourself, frozen) right under the name.
  const [receiverRefusal, setReceiverRefusal] = useState<string | undefined>();
  const [amountRefusal, setAmountRefusal] = useState<string | undefined>();

  const minUnits = minUnitsOf(wallet.transfer_min_amount);
  const amountMicro = wholeUnitsToMicro(amount);
  const feeMicro = amountMicro === null ? 0n : feeOfPreview(amountMicro, wallet.transfer_fee_percent);
  const hasFee = Number(wallet.transfer_fee_percent) > 0;
  const money = (value: string) => formatUsdt(value, i18n.language);

  const onCheck = async () => {
    const name = username.trim();
    if (name === '') return setErrors({ username: 'required' });
    try {
      setReceiver(await checkReceiver.mutateAsync(name));
    } catch (error) {
      if (error instanceof ApiError && error.fields.username) {
        const codeKey = `errors:${error.code}`;
        if (error.code !== 'VALIDATION_ERROR' && i18n.exists(codeKey)) return setReceiverRefusal(t(codeKey));
        return setErrors({ username: error.fields.username });
      }
      notifyError(error);
    }
  };

  const onSubmit = async () => {
    if (!receiver) return;
    if (amountMicro === null) return setErrors({ amount: amount === '' ? 'required' : 'invalid' });
    if (amountMicro < minUnits * 1_000_000n) return setErrors({ amount: 'belowMinimum' });
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    const idempotencyKey = attemptKeys.keyFor(`${receiver.username}|${amount}`);
    try {
      await transfer.mutateAsync({ username: receiver.username, amount, sec_password: secPassword, idempotencyKey });
      attemptKeys.complete();
      notifySuccess('wallet:transfer.done');
      setAmount('');
      setReceiver(null);
      setUsername('');
      onDone?.();
    } catch (error) {
      if (error instanceof ApiError && error.fields.amount) {
        const codeKey = `errors:${error.code}`;
        if (error.code !== 'VALIDATION_ERROR' && i18n.exists(codeKey)) return setAmountRefusal(t(codeKey));
        return setErrors({ amount: error.fields.amount });
      }
      notifyError(error);
    }
  };

  const amountText =
    amountRefusal ??
    (errors.amount === 'belowMinimum'
      ? t('transfer.belowMinimum', { min: minUnits.toString() })
      : fieldError(errors.amount));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (receiver ? onSubmit() : onCheck());
      }}
      data-testid="transfer-form"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('transfer.intro')}
        </Text>
        <Text size="sm">{t('transfer.available', { amount: money(wallet.point1) })}</Text>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('transfer.receiver')}
            placeholder={t('transfer.receiverPlaceholder')}
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setReceiver(null);
              setErrors({});
              setReceiverRefusal(undefined);
            }}
            error={receiverRefusal ?? fieldError(errors.username)}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={64}
            required
            data-testid="transfer-username"
          />
          <Button
            mt={25}
            variant="light"
            loading={checkReceiver.isPending}
            onClick={() => void onCheck()}
            data-testid="transfer-check"
          >
            {t('transfer.check')}
          </Button>
        </Group>
        {receiver ? <ReceiverCard receiver={receiver} /> : null}
        <AmountInput
          label={t('amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors({});
            setAmountRefusal(undefined);
          }}
          error={amountText}
          description={t('transfer.minimum', { min: minUnits.toString() })}
          testId="transfer-amount"
        />
        {hasFee && amountMicro !== null ? (
          <Text size="sm" data-testid="transfer-fee">
            {t('transfer.feeLine', {
              fee: money(formatMicro(feeMicro)),
              total: money(formatMicro(amountMicro + feeMicro)),
            })}
          </Text>
        ) : null}
        <Button type="submit" disabled={!receiver} loading={transfer.isPending} data-testid="transfer-submit">
          {receiver ? t('transfer.submit') : t('transfer.checkFirst')}
        </Button>
      </Stack>
    </form>
  );
}
