import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type DepositNetwork, TX_HASH_PATTERN } from '@tandem/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { useFieldErrorText } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type DepositOptions, useCryptoDeposit } from '../api/deposit';
import { createAttemptKeys } from '@/lib/attempt-key';

/** Up to six decimals, as the deposit call takes; refused as typed otherwise. */
const depositAmountPattern = /^(\d{0,10})(\.\d{0,6})?$/;

/** The platform's address per network with its QR code and a copy button, then the tx hash the member sent. */
export function CryptoDeposit({ networks }: { networks: DepositOptions['networks'] }) {
  const { t } = useTranslation('wallet');
  const fieldError = useFieldErrorText();
  const deposit = useCryptoDeposit();
  const attemptKeys = useMemo(() => createAttemptKeys(), []);
  const [network, setNetwork] = useState<DepositNetwork | undefined>(networks[0]?.network);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; tx_hash?: string }>({});
  const chosen = networks.find((option) => option.network === network) ?? networks[0];

  if (!chosen) {
    return (
      <Alert color="yellow" variant="light" data-testid="deposit-no-networks">
        {t('deposit.noNetworks')}
      </Alert>
    );
  }

  const onSubmit = async () => {
    const next: typeof errors = {};
    if (!/^\d*\.?\d+$|^\d+\.?$/.test(amount) || Number(amount) <= 0) next.amount = amount ? 'invalid' : 'required';
    if (!TX_HASH_PATTERN.test(txHash.trim())) next.tx_hash = txHash.trim() ? 'invalid' : 'required';
    if (next.amount || next.tx_hash) return setErrors(next);
    const body = { network: chosen.network, amount, tx_hash: txHash.trim() };
    try {
      await deposit.mutateAsync({ ...body, idempotencyKey: attemptKeys.keyFor(JSON.stringify(body)) });
      attemptKeys.complete();
      notifySuccess('wallet:deposit.submitted');
      setAmount('');
      setTxHash('');
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.fields.amount || error.fields.tx_hash) &&
        error.code === 'VALIDATION_ERROR'
      ) {
        return setErrors({ amount: error.fields.amount, tx_hash: error.fields.tx_hash });
      }
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm">
      {networks.length > 1 ? (
        <SegmentedControl
          fullWidth
          value={chosen.network}
          onChange={(value) => setNetwork(value as DepositNetwork)}
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
            <CopyButton value={chosen.address} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('deposit.copied') : t('deposit.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('deposit.copy')}
                    data-testid="deposit-copy"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            {t('deposit.networkWarning', { network: t(`deposit.networks.${chosen.network}`) })}
          </Text>
        </Stack>
      </Paper>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        data-testid="crypto-deposit-form"
      >
        <Stack gap="sm">
          <TextInput
            label={t('deposit.amountSent')}
            value={amount}
            inputMode="decimal"
            autoComplete="off"
            onChange={(event) => {
              const value = event.currentTarget.value.trim();
              if (!depositAmountPattern.test(value)) return;
              setAmount(value);
              setErrors({ ...errors, amount: undefined });
            }}
            rightSection="USDT"
            rightSectionWidth={56}
            error={fieldError(errors.amount)}
            required
            data-testid="deposit-amount"
          />
          <TextInput
            label={t('deposit.txHash')}
            value={txHash}
            onChange={(event) => {
              setTxHash(event.currentTarget.value);
              setErrors({ ...errors, tx_hash: undefined });
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            error={fieldError(errors.tx_hash)}
            required
            data-testid="deposit-tx-hash"
          />
          <Button type="submit" loading={deposit.isPending} data-testid="deposit-submit">
            {t('deposit.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
