import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
