import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { BEP20_ADDRESS_PATTERN, type BankInfo, updateAddressInput } from '@tandem/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { askConfirmation } from '@/components/ask-confirmation';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { FormFrame } from '@/components/form-frame';
import { asFormSchema, refuseField, setRefusal, useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBindAddress } from '../api/bind-payout';

// The contract's body; the secondary password is asked for after the member confirms the address.
const schema = asFormSchema(updateAddressInput.omit({ sec_password: true }));
type Values = z.output<typeof schema>;

/**
 * A BEP-20 address binds once for good (spec section 5), so the member confirms it, then gives the
 * secondary password, before it is sent.
 */
export function SetCoinForm({ payout, onDone }: { payout: BankInfo; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const fieldError = useFieldErrorText();
  const bind = useBindAddress();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { address: '' } });
  const { errors } = form.formState;

  if (payout.is_address_bound) {
    return (
      <Stack gap="xs" data-testid="set-coin-bound">
        <Text size="sm" c="dimmed">
          {t('setCoin.bound')}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="set-coin-address">
          {payout.address}
        </Text>
      </Stack>
    );
  }

  const send = async (address: string) => {
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    try {
      await bind.mutateAsync({ address, sec_password: secPassword });
      notifySuccess('wallet:setCoin.done');
      onDone();
    } catch (failure) {
      // What is wrong with the address shows under it; anything else (a wrong secondary password) as a notice.
      if (!refuseField(failure, form.setError, 'address')) notifyError(failure);
    }
  };

  const submit = async ({ address }: Values) => {
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
    if (isSure) await send(address);
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
    </FormFrame>
  );
}
