import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type BankInfo,
  type WalletInfo,
  type WithdrawRules,
  type WithdrawWallet,
  MICRO_PER_UNIT,
  formatMicro,
  parseMoneyToMicro,
  withdrawInput,
  withdrawWallets,
} from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendWithSecondaryPassword } from '@/components/ask-secondary-password';
import { CopyIconButton } from '@/components/copy-icon-button';
import { openKycHint } from '@/components/kyc-hint-dialog';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { asFormSchema, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { maxWholeAmount } from '@/lib/max-amount';
import { formatUsdt } from '@/lib/format';
import { navigateTo } from '@/lib/navigation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWithdraw } from '../api/withdraw';
import { createAttemptKeys } from '@/lib/attempt-key';
import { minUnitsOf, wholeUnitsToMicro, withdrawFeeOf } from '../money-input';
import { AmountField } from '@/components/amount-input';
import { FormSelect } from '@/components/form-fields';
import { useSchemaForm } from '@/lib/schema-form';

type Destination = 'crypto' | 'bank';

// The contract's withdrawal body; the secondary password is asked for after the fields pass.
const schema = asFormSchema(withdrawInput.omit({ sec_password: true }));

/**
 * A withdrawal to the bound BEP-20 address or bank account: whole USDT within the rules, fee on top
 * from the same wallet (shown live), secondary password, one Idempotency-Key per attempt.
 */
export function WithdrawForm(props: { wallet: WalletInfo; rules: WithdrawRules; payout: BankInfo }) {
  const { t, i18n } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const withdraw = useWithdraw();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const [destination, setDestination] = useState<Destination>(
    props.payout.is_address_bound || !props.payout.is_bank_bound ? 'crypto' : 'bank',
  );
  const payoutPath = destination === 'crypto' ? paths.member.setCoin : paths.member.setBank;
  const form = useSchemaForm(schema, { amount: '', wallet: 'point1' }, 'onSubmit');
  const { errors } = form.formState;
  const [amount, from] = useWatch({ control: form.control, name: ['amount', 'wallet'] });
  const money = (value: string) => formatUsdt(value, i18n.language);

  const minUnits = minUnitsOf(props.rules.min_amount);
  const maxUnits = minUnitsOf(props.rules.max_amount);
  const amountMicro = wholeUnitsToMicro(amount);
  const balanceMicro = parseMoneyToMicro(props.wallet[from as WithdrawWallet]) ?? 0n;
  const totalOf = (micro: bigint) => micro + withdrawFeeOf(micro, props.rules.fee_percent, props.rules.min_fee);
  // Fee-aware: the largest amount within the rules whose amount plus fee the chosen wallet holds.
  const maxAmount = maxWholeAmount({
    balanceMicro,
    minMicro: minUnits * MICRO_PER_UNIT,
    maxMicro: maxUnits * MICRO_PER_UNIT,
    totalOf,
  });
  const feeMicro =
    amountMicro === null ? null : withdrawFeeOf(amountMicro, props.rules.fee_percent, props.rules.min_fee);
  /** What the amount costs and brings, under the amount; a dash until the amount is a whole number. */
  const summary = [
    {
      label: t('withdraw.fee', { percent: props.rules.fee_percent, min: money(props.rules.min_fee) }),
      value: feeMicro === null ? '—' : money(formatMicro(feeMicro)),
      testId: 'withdraw-fee',
    },
    {
      label: t('withdraw.received'),
      value: amountMicro === null ? '—' : money(formatMicro(amountMicro)),
      testId: 'withdraw-received',
      isStrong: true,
    },
    {
      label: t('withdraw.total'),
      value: amountMicro === null || feeMicro === null ? '—' : money(formatMicro(amountMicro + feeMicro)),
      testId: 'withdraw-total',
    },
  ];
  const isBound = destination === 'crypto' ? props.payout.is_address_bound : props.payout.is_bank_bound;
  const destinationText =
    destination === 'crypto'
      ? props.payout.address
      : props.payout.bank
        ? `${props.payout.bank.bank_name} · ${props.payout.bank.account_number}`
        : null;
  const outOfRange = () => form.setError('amount', { type: 'range', message: 'outOfRange' });
  const amountError =
    errors.amount?.message === 'outOfRange'
      ? t('withdraw.outOfRange', { min: minUnits.toString(), max: maxUnits.toString() })
      : fieldError(errors.amount);

  const onSubmit = form.handleSubmit(async (values) => {
    const units = BigInt(values.amount);
    if (units < minUnits || units > maxUnits) return outOfRange();
    // The amount and its fee leave the same wallet: said before the password is asked (D12).
    if (totalOf(units * MICRO_PER_UNIT) > balanceMicro)
      return setRefusal(form.setError, 'amount', 'INSUFFICIAN_BALANCE');
    const idempotencyKey = attemptKeys.keyFor(`${destination}|${values.wallet}|${values.amount}`);
    try {
      const sent = await sendWithSecondaryPassword((secPassword) =>
        withdraw.mutateAsync({ destination, ...values, sec_password: secPassword, idempotencyKey }),
      );
      if (sent === null) return;
      attemptKeys.complete();
      notifySuccess('wallet:withdraw.done');
      form.resetField('amount');
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.code === 'NO_PERMISSION') {
          void openKycHint({ onVerify: () => navigateTo(paths.member.kyc) });
          return;
        }
        if (failure.code === 'no_address') {
          notifyError(failure);
          return navigateTo(payoutPath);
        }
        if (failure.code === 'MIN_WITHDRAW_AMOUNT') return outOfRange();
        if (failure.fields.amount) return form.setError('amount', { type: 'server', message: failure.fields.amount });
      }
      notifyError(failure);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="withdraw-form">
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={destination}
          onChange={(value) => setDestination(value as Destination)}
          data={[
            { value: 'crypto', label: t('withdraw.toAddress') },
            { value: 'bank', label: t('withdraw.toBank') },
          ]}
          aria-label={t('withdraw.destination')}
          data-testid="withdraw-destination"
        />
        {isBound ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="withdraw-destination-text">
              {t('withdraw.sendTo', { destination: destinationText ?? '' })}
            </Text>
            {destination === 'crypto' && props.payout.address ? (
              <CopyIconButton
                value={props.payout.address}
                label={t('deposit.copy')}
                copiedLabel={t('deposit.copied')}
                size="sm"
                iconSize={14}
                testId="withdraw-address-copy"
              />
            ) : null}
          </Group>
        ) : (
          <Alert color="yellow" variant="light" data-testid="withdraw-unbound">
            {destination === 'crypto' ? t('withdraw.noAddress') : t('withdraw.noBank')}{' '}
            <Anchor component={Link} to={payoutPath} size="sm">
              {t('withdraw.bindNow')}
            </Anchor>
          </Alert>
        )}
        <FormSelect
          control={form.control}
          name="wallet"
          label={t('withdraw.fromWallet')}
          data={withdrawWallets.map((name) => ({
            value: name,
            label: `${t(`names.${name}`)} · ${money(props.wallet[name])}`,
          }))}
          allowDeselect={false}
          testId="withdraw-wallet"
        />
        <AmountField
          control={form.control}
          label={t('amount')}
          error={amountError}
          description={t('withdraw.range', { min: minUnits.toString(), max: maxUnits.toString() })}
          max={maxAmount}
          testId="withdraw-amount"
        />
        <Stack gap={2} data-testid="withdraw-summary">
          {summary.map((line) => (
            <Group key={line.testId} justify="space-between">
              <Text size="sm" c="dimmed">
                {line.label}
              </Text>
              <Text size="sm" fw={line.isStrong ? 600 : undefined} data-testid={line.testId}>
                {line.value}
              </Text>
            </Group>
          ))}
        </Stack>
        <Button type="submit" disabled={!isBound} loading={withdraw.isPending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('withdraw.rules')}
        </Text>
      </Stack>
    </form>
  );
}
