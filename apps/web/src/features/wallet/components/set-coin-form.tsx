import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { BEP20_ADDRESS_PATTERN, type BankInfo, updateAddressInput } from '@tandem/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { askConfirmation } from '@/components/ask-confirmation';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { FormFrame } from '@/components/form-frame';
import { OtpCodeField } from '@/components/otp-code-field';
import { SendCodeButton } from '@/components/send-code-button';
import { asFormSchema, refuseField, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBindAddress } from '../api/bind-payout';
import { requestSecurityCode } from '../api/request-security-code';

// The contract's body; the secondary password is asked for after the member confirms the address.
const schema = asFormSchema(updateAddressInput.omit({ sec_password: true }));
type Values = z.output<typeof schema>;

/**
 * The BEP-20 address withdrawals go to. Binding or changing it needs the code mailed to the member
 * (decision 019); the member confirms the address, then gives the secondary password, before it is sent.
 */
export function SetCoinForm({ payout, onDone }: { payout: BankInfo; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const fieldError = useFieldErrorText();
  const bind = useBindAddress();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { address: '', otp: '' } });
  const { errors } = form.formState;
  const [isChanging, setChanging] = useState(false);

  if (payout.is_address_bound && !isChanging) {
    return (
      <Stack gap="xs" data-testid="set-coin-bound">
        <Text size="sm" c="dimmed">
          {t('setCoin.bound')}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="set-coin-address">
          {payout.address}
        </Text>
        <Button variant="light" onClick={() => setChanging(true)} data-testid="set-coin-change">
          {t('setCoin.change')}
        </Button>
      </Stack>
    );
  }

  const send = async ({ address, otp }: Values) => {
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    try {
      await bind.mutateAsync({ address, otp, sec_password: secPassword });
      notifySuccess('wallet:setCoin.done');
      onDone();
    } catch (failure) {
      // What is wrong with the address shows under it; anything else (a wrong secondary password) as a notice.
      if (!refuseField(failure, form.setError, 'address') && !refuseField(failure, form.setError, 'otp')) {
        notifyError(failure);
      }
    }
  };

  const submit = async (values: Values) => {
    const { address } = values;
    // The contract bounds the length; the address's shape is checked here as the server will.
    if (!BEP20_ADDRESS_PATTERN.test(address)) return setRefusal(form.setError, 'address', 'IncorrectBEPaddress');
    const isSure = await askConfirmation({
      title: t('setCoin.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('setCoin.confirmBody')}</Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        </Stack>
      ),
      testId: 'set-coin-confirm',
    });
    if (isSure) await send(values);
  };

  return (
    <FormFrame form={form} action={submit} testId="set-coin" submitLabel={t('setCoin.submit')}>
      <Alert color="yellow" variant="light">
        {t('setCoin.warning')}
      </Alert>
      <TextInput
        label={t('setCoin.address')}
        placeholder="0x…"
        {...form.register('address', { onChange: () => form.clearErrors('address') })}
        error={fieldError(errors.address)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={42}
        required
        data-testid="set-coin-input"
      />
      <OtpCodeField
        control={form.control}
        testId="set-coin-code"
        sendButton={<SendCodeButton send={requestSecurityCode} testId="set-coin-send-code" />}
      />
    </FormFrame>
  );
}
