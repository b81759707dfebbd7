import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MICRO_PER_UNIT,
  type ReceiverInfo,
  type WalletInfo,
  formatMicro,
  parseMoneyToMicro,
  walletTransferInput,
} from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { asFormSchema, refuseField, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { maxWholeAmount } from '@/lib/max-amount';
import { formatUsdt } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCheckReceiver } from '../api/check-receiver';
import { useTransfer } from '../api/transfer';
import { createAttemptKeys } from '@/lib/attempt-key';
import { feeOfPreview, minUnitsOf, wholeUnitsToMicro } from '../money-input';
import { AmountField } from '@/components/amount-input';
import { ReceiverCard } from './receiver-card';

// The contract's transfer body; the secondary password is asked for after the fields pass.
const schema = asFormSchema(walletTransferInput.omit({ sec_password: true }));
type Values = z.output<typeof schema>;

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
  const [receiver, setReceiver] = useState<ReceiverInfo | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { username: '', amount: '' } });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });

  const minUnits = minUnitsOf(wallet.transfer_min_amount);
  const amountMicro = wholeUnitsToMicro(amount);
  const feeMicro = amountMicro === null ? 0n : feeOfPreview(amountMicro, wallet.transfer_fee_percent);
  const hasFee = Number(wallet.transfer_fee_percent) > 0;
  const money = (value: string) => formatUsdt(value, i18n.language);
  const balanceMicro = parseMoneyToMicro(wallet.point1) ?? 0n;
  const totalOf = (micro: bigint) => micro + feeOfPreview(micro, wallet.transfer_fee_percent);
  const maxAmount = maxWholeAmount({ balanceMicro, minMicro: minUnits * MICRO_PER_UNIT, totalOf });

  const onCheck = async () => {
    if (!(await form.trigger('username'))) return;
    try {
      setReceiver(await checkReceiver.mutateAsync(form.getValues('username').trim()));
    } catch (error) {
      // A refused receiver says why (not in your team, yourself, frozen) right under the name.
      if (!refuseField(error, form.setError, 'username')) notifyError(error);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!receiver) return;
    if (BigInt(values.amount) < minUnits) return form.setError('amount', { type: 'min', message: 'belowMinimum' });
    // Amount and fee must fit the cash wallet: said before the password is asked (D12).
    if (totalOf(BigInt(values.amount) * MICRO_PER_UNIT) > balanceMicro) {
      return setRefusal(form.setError, 'amount', 'INSUFFICIAN_BALANCE');
    }
    const idempotencyKey = attemptKeys.keyFor(`${receiver.username}|${values.amount}`);
    try {
      const sent = await sendWithSecondaryPassword((secPassword) =>
        transfer.mutateAsync({
          username: receiver.username,
          amount: values.amount,
          sec_password: secPassword,
          idempotencyKey,
        }),
      );
      if (sent === null) return;
      attemptKeys.complete();
      notifySuccess('wallet:transfer.done');
      form.reset();
      setReceiver(null);
      onDone?.();
    } catch (error) {
      if (!refuseField(error, form.setError, 'amount')) notifyError(error);
    }
  });

  const amountText =
    errors.amount?.message === 'belowMinimum'
      ? t('transfer.belowMinimum', { min: minUnits.toString() })
      : fieldError(errors.amount);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (receiver) return void onSubmit(event);
        event.preventDefault();
        void onCheck();
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
            {...form.register('username', {
              onChange: () => {
                setReceiver(null);
                form.clearErrors('username');
              },
            })}
            error={fieldError(errors.username)}
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
        <AmountField
          control={form.control}
          label={t('amount')}
          error={amountText}
          description={t('transfer.minimum', { min: minUnits.toString() })}
          max={maxAmount}
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
