import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { BEP20_ADDRESS_PATTERN, type BankInfo } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBindAddress } from '../api/bind-payout';

/**
 * A BEP-20 address binds once for good (spec section 5), so the member confirms it, then gives the
 * secondary password, before it is sent.
 */
export function SetCoinForm({ payout, onDone }: { payout: BankInfo; onDone: () => void }) {
  const { t, i18n } = useTranslation(['wallet', 'common']);
  const fieldError = useFieldErrorText();
  const bind = useBindAddress();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();

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

  const send = async (value: string) => {
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    try {
      await bind.mutateAsync({ address: value, sec_password: secPassword });
      notifySuccess('wallet:setCoin.done');
      onDone();
    } catch (failure) {
      // What is wrong with the address shows under it; anything else (a wrong secondary password) as a notice.
      if (failure instanceof ApiError && failure.fields.address) {
        return setError(
          failure.code !== 'VALIDATION_ERROR' && i18n.exists(`errors:${failure.code}`)
            ? t(`errors:${failure.code}`)
            : fieldError(failure.fields.address),
        );
      }
      notifyError(failure);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = address.trim();
        if (value === '') return setError(fieldError('required'));
        if (!BEP20_ADDRESS_PATTERN.test(value)) return setError(t('errors:IncorrectBEPaddress'));
        modals.openConfirmModal({
          title: t('setCoin.confirmTitle'),
          children: (
            <Stack gap="xs">
              <Text size="sm">{t('setCoin.confirmBody')}</Text>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ),
          labels: { confirm: t('common:confirm'), cancel: t('common:cancel') },
          confirmProps: { 'data-testid': 'set-coin-confirm' } as Record<string, string>,
          onConfirm: () => void send(value),
        });
      }}
      data-testid="set-coin-form"
    >
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t('setCoin.warning')}
        </Alert>
        <TextInput
          label={t('setCoin.address')}
          placeholder="0x…"
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={42}
          required
          data-testid="set-coin-input"
        />
        <Button type="submit" loading={bind.isPending} data-testid="set-coin-submit">
          {t('setCoin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
