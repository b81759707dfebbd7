import { Alert, Button, Group, Paper, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  type Address,
  type Cart,
  type Mall,
  type OrderDetail,
  type PayType,
  checkoutInput,
  formatMicro,
  mallPayTypes,
} from '@tandem/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { createAttemptKeys } from '@/lib/attempt-key';
import { refuseField, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCheckout } from '../api/orders';
import { payableMicro, paymentSplit, shortAsset } from '../checkout-money';
import { openAddressForm } from './address-form';
import { AddressText } from './address-text';
import { shippingAddressOf } from './address-list';
import { SummaryLines } from './summary-lines';
import { useMallMoney } from './use-mall-money';
import { useSchemaForm } from '@/lib/schema-form';

// The contract's checkout body; the secondary password is asked for once the rest is complete.
const schema = checkoutInput.omit({ sec_password: true });

function AddressChoice({
  addresses,
  defaultCountryId,
  value,
  onChange,
  error,
}: {
  addresses: Address[];
  defaultCountryId: number;
  value: string | undefined;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('mall');
  return (
    <Stack gap="xs">
      {addresses.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="mall-checkout-no-address">
          {t('checkout.noAddress')}
        </Text>
      ) : (
        <Radio.Group value={value ?? null} onChange={onChange} error={error} data-testid="mall-checkout-addresses">
          <Stack gap="xs">
            {addresses.map((address) => (
              <Radio.Card key={address.id} value={address.id} radius="md" p="sm" data-testid="mall-checkout-address">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2} miw={0}>
                    <AddressText address={shippingAddressOf(address)} />
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {addresses.length === 0 && error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => openAddressForm({ defaultCountryId })}
        style={{ alignSelf: 'flex-start' }}
        data-testid="mall-checkout-add-address"
      >
        {t('checkout.addAddress')}
      </Button>
    </Stack>
  );
}

/**
 * Paying for the cart: delivery to a saved address (or pick-up where every product allows it), the pay
 * type the mall takes, what each wallet will give, then the secondary password. One Idempotency-Key
 * per attempt, so a retried payment never charges twice.
 */
export function CheckoutForm({
  cart,
  mall,
  addresses,
  balances,
  defaultCountryId,
  onPlaced,
}: {
  cart: Cart;
  mall: Mall;
  addresses: Address[];
  balances: { point1: string; point5: string };
  defaultCountryId: number;
  onPlaced: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('mall');
  const fieldError = useFieldErrorText();
  const money = useMallMoney();
  const checkout = useCheckout();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const payTypes = mallPayTypes[mall];
  const defaultAddress = addresses.find((a) => a.is_default) ?? addresses[0];
  const form = useSchemaForm(
    schema,
    {
      delivery: 'ship',
      address_id: defaultAddress?.id,
      // With one way to pay there is nothing to choose; with two the member chooses (SELECT_PAY_TYPE).
      pay_type: payTypes.length === 1 ? payTypes[0] : undefined,
    },
    'onSubmit',
  );
  const { errors } = form.formState;
  const [delivery, payType, cashText, addressId] = useWatch({
    control: form.control,
    name: ['delivery', 'pay_type', 'cash_amount', 'address_id'],
  });
  // A newly added address (the list was empty) becomes the one to ship to.
  useEffect(() => {
    if (!addressId && defaultAddress) form.setValue('address_id', defaultAddress.id);
  }, [addressId, defaultAddress, form]);

  // What each pay type draws on, shown under it.
  const cashBalance = money(balances.point1, 'shop');
  const voucherBalance = money(balances.point5, 'voucher');
  const balanceOf: Record<PayType, string> = {
    cash: cashBalance,
    voucher: voucherBalance,
    cash_voucher: `${cashBalance} · ${voucherBalance}`,
  };
  const totalMicro = payableMicro(cart, delivery ?? 'ship');
  const split = payType ? paymentSplit(payType, totalMicro, String(cashText ?? '')) : null;
  const short = split ? shortAsset(split, balances) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!values.pay_type) return setRefusal(form.setError, 'pay_type', 'SELECT_PAY_TYPE');
    if (values.delivery === 'ship' && !values.address_id)
      return setRefusal(form.setError, 'address_id', 'ADDRESS_REQUIRED');
    if (values.pay_type === 'cash_voucher' && !values.cash_amount)
      return form.setError('cash_amount', { type: 'required', message: 'required' });
    if (values.pay_type === 'cash_voucher' && !split)
      return setRefusal(form.setError, 'cash_amount', 'CASH_EXCEEDS_TOTAL');
    const body = {
      delivery: values.delivery,
      pay_type: values.pay_type,
      ...(values.delivery === 'ship' ? { address_id: values.address_id } : {}),
      ...(values.pay_type === 'cash_voucher' && split ? { cash_amount: formatMicro(split.usdtMicro) } : {}),
    };
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    const idempotencyKey = attemptKeys.keyFor(JSON.stringify({ ...body, total: cart.total }));
    try {
      const order = await checkout.mutateAsync({ ...body, sec_password: secPassword, idempotencyKey });
      attemptKeys.complete();
      notifySuccess('mall:checkout.done');
      onPlaced(order);
    } catch (failure) {
      if (refuseField(failure, form.setError, 'cash_amount', (e) => e.code === 'CASH_EXCEEDS_TOTAL')) return;
      if (refuseField(failure, form.setError, 'address_id', (e) => e.code === 'ADDRESS_REQUIRED')) return;
      notifyError(failure);
    }
  });

  const summary = [
    { label: t('cart.subtotal'), value: money(cart.goods_total, mall), testId: 'mall-checkout-goods' },
    {
      label: t('cart.shipping'),
      value: money(delivery === 'pickup' ? '0' : cart.shipping_fee, mall),
      testId: 'mall-checkout-shipping',
    },
    {
      label: t('cart.total'),
      value: money(formatMicro(totalMicro), mall),
      testId: 'mall-checkout-total',
      isStrong: true,
    },
    ...(split
      ? [
          {
            label: t('checkout.fromCash'),
            value: money(formatMicro(split.usdtMicro), 'shop'),
            testId: 'mall-checkout-from-cash',
          },
          {
            label: t('checkout.fromVoucher'),
            value: money(formatMicro(split.voucherMicro), 'voucher'),
            testId: 'mall-checkout-from-voucher',
          },
        ].filter((line, index) => (index === 0 ? split.usdtMicro > 0n : split.voucherMicro > 0n))
      : []),
  ];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="mall-checkout-form">
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Text fw={600}>{t('checkout.delivery')}</Text>
            {cart.pickup_allowed ? (
              <Controller
                control={form.control}
                name="delivery"
                render={({ field }) => (
                  <SegmentedControl
                    fullWidth
                    value={field.value ?? 'ship'}
                    onChange={field.onChange}
                    data={[
                      { value: 'ship', label: t('checkout.ship') },
                      { value: 'pickup', label: t('checkout.pickup') },
                    ]}
                    data-testid="mall-checkout-delivery"
                  />
                )}
              />
            ) : null}
            {delivery === 'pickup' ? (
              <Text size="sm" c="dimmed">
                {t('checkout.pickupHint')}
              </Text>
            ) : (
              <Controller
                control={form.control}
                name="address_id"
                render={({ field }) => (
                  <AddressChoice
                    addresses={addresses}
                    defaultCountryId={defaultCountryId}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldError(errors.address_id)}
                  />
                )}
              />
            )}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Controller
            control={form.control}
            name="pay_type"
            render={({ field }) => (
              <Radio.Group
                label={t('checkout.payType')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={fieldError(errors.pay_type)}
                data-testid="mall-checkout-pay-type"
              >
                <Stack gap="xs" mt="xs">
                  {payTypes.map((type) => (
                    <Radio
                      key={type}
                      value={type}
                      label={t(`payTypes.${type}`)}
                      description={t('checkout.balance', { amount: balanceOf[type] })}
                      data-testid={`mall-pay-${type}`}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {payType === 'cash_voucher' ? (
            <Controller
              control={form.control}
              name="cash_amount"
              render={({ field }) => (
                <TextInput
                  mt="sm"
                  label={t('checkout.cashPart')}
                  description={t('checkout.cashPartHint', { total: money(formatMicro(totalMicro), 'shop') })}
                  value={field.value ?? ''}
                  // Empty is no cash part at all (the field is optional), not an empty amount.
                  onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
                  inputMode="decimal"
                  autoComplete="off"
                  rightSection="USDT"
                  rightSectionWidth={56}
                  error={fieldError(errors.cash_amount)}
                  data-testid="mall-checkout-cash"
                />
              )}
            />
          ) : null}
        </Paper>
        <SummaryLines lines={summary} testId="mall-checkout-summary" />
        {short ? (
          <Alert color="red" variant="light" p="xs" data-testid="mall-checkout-short">
            <Text size="sm">{t(short === 'USDT' ? 'checkout.shortCash' : 'checkout.shortVoucher')}</Text>
          </Alert>
        ) : null}
        <Button type="submit" loading={checkout.isPending} disabled={short !== null} data-testid="mall-checkout-submit">
          {t('checkout.submit', { amount: money(formatMicro(totalMicro), mall) })}
        </Button>
      </Stack>
    </form>
  );
}
