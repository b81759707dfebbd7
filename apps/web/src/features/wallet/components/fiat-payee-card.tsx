import { Alert, Group, Stack, Text } from '@mantine/core';
import { type DepositOptions, fiatAmountOf } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { CopyIconButton } from '@/components/copy-icon-button';

const payeeFields = ['bank_name', 'account_name', 'account_number', 'branch', 'notes'] as const;

/** One labelled value the member copies into their banking app. */
function CopyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
      </Stack>
      <CopyIconButton
        value={value}
        label={t('deposit.copyField')}
        copiedLabel={t('deposit.copiedField')}
        iconSize={16}
        testId={`${testId}-copy`}
      />
    </Group>
  );
}

/**
 * Where to pay a bank deposit (D2): the platform's account for the member's country's currency, the
 * reference to write on the transfer, what the typed USDT amount is in that currency, and when it is credited.
 */
export function FiatPayeeCard({ fiat, units }: { fiat: DepositOptions['fiat']; units: string }) {
  const { t } = useTranslation('wallet');
  const fiatAmount = /^[1-9]\d*$/.test(units) && fiat.buy_rate ? fiatAmountOf(BigInt(units), fiat.buy_rate) : null;
  if (!fiat.payee) {
    return (
      <Alert color="yellow" variant="light" data-testid="fiat-no-payee">
        {t('deposit.noPayee')}
      </Alert>
    );
  }
  const payee = fiat.payee;
  return (
    <Stack gap="xs" data-testid="fiat-payee">
      <Text fw={600}>{t('deposit.payTo')}</Text>
      {payeeFields
        .filter((field) => payee[field] !== '')
        .map((field) => (
          <CopyLine
            key={field}
            label={t(`deposit.payee.${field}`)}
            value={payee[field]}
            testId={`fiat-payee-${field}`}
          />
        ))}
      <CopyLine label={t('deposit.paymentReference')} value={fiat.payment_reference} testId="fiat-payment-reference" />
      {fiatAmount && (
        <Text size="sm" data-testid="fiat-local-amount">
          {t('deposit.fiatAmount', { amount: fiatAmount, currency: fiat.currency ?? '', rate: fiat.buy_rate })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('deposit.creditTime', { hours: fiat.credit_hours })}
      </Text>
    </Stack>
  );
}
