import { Alert, Text } from '@mantine/core';
import type { ReceiverInfo } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';

/** Who the money goes to, so the member can stop before sending to the wrong person. */
export function ReceiverCard({ receiver }: { receiver: ReceiverInfo }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert color="teal" variant="light" title={t('transfer.receiverFound')} data-testid="transfer-receiver">
      <Text size="sm" fw={600} data-testid="transfer-receiver-username">
        {receiver.username}
      </Text>
      <Text size="sm" data-testid="transfer-receiver-name">
        {t('transfer.receiverName', { name: receiver.masked_name ?? t('transfer.nameNotSet') })}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`transfer.relation.${receiver.relation}`)}
      </Text>
    </Alert>
  );
}
