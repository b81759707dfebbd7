import { Anchor, Group, Text } from '@mantine/core';
import { LOOKUP_CHAIN_ID, explorerTxUrl } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { CopyIconButton } from '@/components/copy-icon-button';
import { useLookup } from '@/lib/global-api';

/** A chain transaction's hash under a deposit: monospaced, and free to break anywhere on a phone. */
export function TxHashLine({ hash }: { hash: string }) {
  return (
    <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {hash}
    </Text>
  );
}

/** Why staff refused a deposit or a withdrawal; nothing when it was not refused. */
export function RejectReasonLine({ reason }: { reason: string | null }) {
  const { t } = useTranslation('wallet');
  if (!reason) return null;
  return (
    <Text size="xs" c="red.7">
      {t('withdraw.rejectReason', { reason })}
    </Text>
  );
}

/**
 * The proof staff recorded when they paid a withdrawal: the payout's tx hash (linked to BscScan for
 * the configured chain) or the bank's reference, each with a copy button, so the member can trace it.
 */
export function PaidReferenceLine({ reference, isCrypto }: { reference: string | null; isCrypto: boolean }) {
  const { t } = useTranslation('wallet');
  const lookup = useLookup();
  if (!reference) return null;
  const url = isCrypto ? explorerTxUrl(lookup.data?.[LOOKUP_CHAIN_ID], reference) : null;
  return (
    <Group gap={4} wrap="nowrap" align="center" data-testid="withdrawal-reference">
      <Text
        size="xs"
        c="dimmed"
        ff={isCrypto ? 'monospace' : undefined}
        style={{ overflowWrap: 'anywhere', minWidth: 0 }}
      >
        {t(isCrypto ? 'withdraw.txHash' : 'withdraw.bankReference')}:{' '}
        {url ? (
          <Anchor href={url} target="_blank" rel="noopener noreferrer" inherit>
            {reference}
          </Anchor>
        ) : (
          reference
        )}
      </Text>
      <CopyIconButton
        value={reference}
        label={t('withdraw.copyReference')}
        copiedLabel={t('withdraw.copied')}
        size="sm"
        iconSize={14}
        testId="withdrawal-reference-copy"
      />
    </Group>
  );
}
