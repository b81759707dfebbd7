import { Alert, Anchor, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  type BankInfo,
  type WalletInfo,
  type WithdrawRules,
  type WithdrawWallet,
  formatMicro,
  withdrawWallets,
} from '@tandem/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { openNoticeModal } from '@/components/notice-modal';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { formatUsdt } from '@/lib/format';
import { navigateTo } from '@/lib/navigation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useWithdraw } from '../api/withdraw';
import { createAttemptKeys } from '@/lib/attempt-key';
import { minUnitsOf, wholeUnitsToMicro, withdrawFeeOf } from '../money-input';
import { AmountInput } from './amount-input';

type Destination = 'crypto' | 'bank';

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
  const [from, setFrom] = useState<WithdrawWallet>('point1');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const money = (value: string) => formatUsdt(value, i18n.language);

  const minUnits = minUnitsOf(props.rules.min_amount);
  const maxUnits = minUnitsOf(props.rules.max_amount);
  const amountMicro = wholeUnitsToMicro(amount);
  const feeMicro =
    amountMicro === null ? null : withdrawFeeOf(amountMicro, props.rules.fee_percent, props.rules.min_fee);
  const isBound = destination === 'crypto' ? props.payout.is_address_bound : props.payout.is_bank_bound;
  const destinationText =
    destination === 'crypto'
      ? props.payout.address
      : props.payout.bank
        ? `${props.payout.bank.bank_name} · ${props.payout.bank.account_number}`
        : null;

  const onSubmit = async () => {
    if (amountMicro === null) return setError(amount === '' ? fieldError('required') : fieldError('invalid'));
    if (amountMicro < minUnits * 1_000_000n || amountMicro > maxUnits * 1_000_000n) {
      return setError(t('withdraw.outOfRange', { min: minUnits.toString(), max: maxUnits.toString() }));
    }
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    const idempotencyKey = attemptKeys.keyFor(`${destination}|${from}|${amount}`);
    try {
      await withdraw.mutateAsync({ destination, amount, wallet: from, sec_password: secPassword, idempotencyKey });
      attemptKeys.complete();
      notifySuccess('wallet:withdraw.done');
      setAmount('');
    } catch (failure) {
      if (failure instanceof ApiError) {
        if (failure.code === 'NO_PERMISSION') {
          openNoticeModal({ message: i18n.t('errors:kyc_hint') });
          return navigateTo('/web/kyc');
        }
        if (failure.code === 'no_address') {
          notifyError(failure);
          return navigateTo(destination === 'crypto' ? '/web/withdraw_info/setCoin' : '/web/withdraw_info/setBank');
        }
        if (failure.code === 'MIN_WITHDRAW_AMOUNT') {
          return setError(t('withdraw.outOfRange', { min: minUnits.toString(), max: maxUnits.toString() }));
        }
        if (failure.fields.amount) return setError(fieldError(failure.fields.amount));
      }
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
      data-testid="withdraw-form"
    >
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
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="withdraw-destination-text">
            {t('withdraw.sendTo', { destination: destinationText ?? '' })}
          </Text>
        ) : (
          <Alert color="yellow" variant="light" data-testid="withdraw-unbound">
            {destination === 'crypto' ? t('withdraw.noAddress') : t('withdraw.noBank')}{' '}
            <Anchor
              component={Link}
              to={destination === 'crypto' ? '/web/withdraw_info/setCoin' : '/web/withdraw_info/setBank'}
              size="sm"
            >
              {t('withdraw.bindNow')}
            </Anchor>
          </Alert>
        )}
        <Select
          label={t('withdraw.fromWallet')}
          value={from}
          onChange={(value) => value && setFrom(value as WithdrawWallet)}
          data={withdrawWallets.map((name) => ({
            value: name,
            label: `${t(`names.${name}`)} · ${money(props.wallet[name])}`,
          }))}
          allowDeselect={false}
          data-testid="withdraw-wallet"
        />
        <AmountInput
          label={t('amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
          error={error}
          description={t('withdraw.range', { min: minUnits.toString(), max: maxUnits.toString() })}
          testId="withdraw-amount"
        />
        <Stack gap={2} data-testid="withdraw-summary">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('withdraw.fee', { percent: props.rules.fee_percent, min: money(props.rules.min_fee) })}
            </Text>
            <Text size="sm" data-testid="withdraw-fee">
              {feeMicro === null ? '—' : money(formatMicro(feeMicro))}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('withdraw.received')}
            </Text>
            <Text size="sm" fw={600} data-testid="withdraw-received">
              {amountMicro === null ? '—' : money(formatMicro(amountMicro))}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('withdraw.total')}
            </Text>
            <Text size="sm" data-testid="withdraw-total">
              {amountMicro === null || feeMicro === null ? '—' : money(formatMicro(amountMicro + feeMicro))}
            </Text>
          </Group>
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
