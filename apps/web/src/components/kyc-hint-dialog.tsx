import { Button, Group, Stack, Text } from '@mantine/core';
import type { KycStatus } from '@tandem/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { closeAppModal, openAppModal } from './app-modal';

/**
 * The spec's KYC hint (sections 6 and 8): withdrawals need approved identity verification, so a member
 * without it is told why (`kyc_hint`), where their verification stands, and offered the way there.
 */
export function KycHint({
  status,
  onVerify,
  onLater,
}: {
  /** Unknown when only the server's refusal said so: no line about where it stands then. */
  status?: KycStatus;
  onVerify: () => void;
  onLater: () => void;
}) {
  const { t } = useTranslation(['help', 'errors']);
  return (
    <Stack gap="md">
      <Text data-testid="kyc-hint-message">{t('errors:kyc_hint')}</Text>
      {status ? (
        <Text size="sm" c="dimmed" data-testid="kyc-hint-status">
          {t(`kycHint.status.${status}`)}
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onLater} data-testid="kyc-hint-later">
          {t('kycHint.later')}
        </Button>
        <Button onClick={onVerify} data-testid="kyc-hint-verify">
          {t(status === 'pending' ? 'kycHint.viewStatus' : 'kycHint.verify')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Opens the KYC hint. `onVerify` runs when the member chooses to go to verification (the dialog
 * closes first); "Later" only closes it. The dictionary loads before the dialog opens, so its title
 * is never a key.
 */
export async function openKycHint(options: { status?: KycStatus; onVerify: () => void }): Promise<string> {
  await i18n.loadNamespaces(['help', 'errors']);
  const modalId: string = openAppModal({
    title: i18n.t('help:kycHint.title'),
    testId: 'kyc-hint',
    children: (
      <KycHint
        status={options.status}
        onLater={() => closeAppModal(modalId)}
        onVerify={() => {
          closeAppModal(modalId);
          options.onVerify();
        }}
      />
    ),
  });
  return modalId;
}
