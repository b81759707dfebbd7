import { Alert, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type DepositNetwork, type DepositOptions, cryptoDepositInput } from '@tandem/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFrame } from '@/components/form-frame';
import { CopyIconButton } from '@/components/copy-icon-button';
import { asFormSchema, handleFormError, refuseField, useFieldErrorText } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCryptoDeposit } from '../api/deposit';
import { createAttemptKeys } from '@/lib/attempt-key';
import { DepositAmountField } from './deposit-amount-input';

const schema = asFormSchema(cryptoDepositInput);
type Values = z.output<typeof schema>;

/** The platform's address per network with its QR code and a copy button, then the tx hash the member sent. */
export function CryptoDeposit({ networks }: { networks: DepositOptions['networks'] }) {
  const { t } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const deposit = useCryptoDeposit();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { network: networks[0]?.network, amount: '', tx_hash: '' },
  });
  const { errors } = form.formState;
  const network = useWatch({ control: form.control, name: 'network' });
  const chosen = networks.find((option) => option.network === network) ?? networks[0];

  if (!chosen) {
    return (
      <Alert color="yellow" variant="light" data-testid="deposit-no-networks">
        {t('deposit.noNetworks')}
      </Alert>
    );
  }

  const submit = async (values: Values) => {
    const body = { ...values, network: chosen.network };
    try {
      await deposit.mutateAsync({ ...body, idempotencyKey: attemptKeys.keyFor(JSON.stringify(body)) });
      attemptKeys.complete();
      notifySuccess('wallet:deposit.submitted');
      form.reset({ network: chosen.network, amount: '', tx_hash: '' });
    } catch (error) {
      // A hash already reported says so under the field; other field errors there too, the rest as a notice.
      if (refuseField(error, form.setError, 'tx_hash', (failure) => failure.code === 'TX_HASH_USED')) return;
      handleFormError(error, form.setError, ['amount', 'tx_hash']);
    }
  };

  return (
    <Stack gap="sm">
      {networks.length > 1 ? (
        <SegmentedControl
          fullWidth
          value={chosen.network}
          onChange={(value) => form.setValue('network', value as DepositNetwork)}
          data={networks.map((option) => ({ value: option.network, label: t(`deposit.networks.${option.network}`) }))}
          aria-label={t('deposit.network')}
          data-testid="deposit-network"
        />
      ) : (
        <Text fw={600}>{t(`deposit.networks.${chosen.network}`)}</Text>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack align="center" gap="xs">
          <QRCodeSVG
            value={chosen.address}
            size={168}
            marginSize={2}
            title={t('deposit.qrTitle')}
            data-testid="deposit-qr"
          />
          <Group gap={4} wrap="nowrap" maw="100%">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="deposit-address">
              {chosen.address}
            </Text>
            <CopyIconButton
              value={chosen.address}
              label={t('deposit.copy')}
              copiedLabel={t('deposit.copied')}
              iconSize={18}
              testId="deposit-copy"
            />
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            {t('deposit.networkWarning', { network: t(`deposit.networks.${chosen.network}`) })}
          </Text>
        </Stack>
      </Paper>
      <FormFrame
        form={form}
        action={submit}
        testId="crypto-deposit"
        submitLabel={t('deposit.submit')}
        submitTestId="deposit-submit"
      >
        <DepositAmountField control={form.control} label={t('deposit.amountSent')} testId="deposit-amount" />
        <TextInput
          label={t('deposit.txHash')}
          {...form.register('tx_hash', { onChange: () => form.clearErrors('tx_hash') })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={80}
          error={fieldError(errors.tx_hash)}
          required
          data-testid="deposit-tx-hash"
        />
      </FormFrame>
    </Stack>
  );
}
