import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MemberInfo } from '@tandem/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askSecondaryPassword } from '@/components/ask-secondary-password';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type WalletChoice, signInWithWallet } from './sign-in-with-ethereum';
import { useBusyStep } from './use-busy-step';
import { linkWallet, unlinkWallet, walletLinkNonce } from './wallet-api';
import { notifyWalletFailure } from './wallet-failure';
import { WalletPicker } from './wallet-picker';

/**
 * The account page's linked wallet: link one with a signed message (then the member can log in with
 * it too), or unlink it with the secondary password. One wallet per account; the server refuses a
 * wallet that is or was another account's. `onChanged` reloads the member info (the route owns it).
 */
export function LinkWalletSection({ info, onChanged }: { info: MemberInfo; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('auth');
  const [isPicking, setIsPicking] = useState(false);
  const { busy, run } = useBusyStep();

  const link = (choice: WalletChoice) =>
    run(async () => {
      // A password session stays one: the wallet's own events do not end it (wallet-events.ts).
      await linkWallet((await signInWithWallet(choice, walletLinkNonce)).signed);
      setIsPicking(false);
      notifySuccess('auth:wallet.linked');
      await onChanged();
    }, notifyWalletFailure);

  async function unlink() {
    const secPassword = await askSecondaryPassword();
    if (secPassword === null) return;
    await run(async () => {
      await unlinkWallet(secPassword);
      notifySuccess('auth:wallet.unlinked');
      await onChanged();
    }, notifyError);
  }

  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="linked-wallet">
      <Stack gap="sm">
        <Text fw={600}>{t('wallet.linkTitle')}</Text>
        {info.address ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="linked-wallet-address">
              {info.address}
            </Text>
            <Button variant="light" color="red" loading={busy} onClick={() => void unlink()} style={{ flexShrink: 0 }}>
              {t('wallet.unlink')}
            </Button>
          </Group>
        ) : isPicking ? (
          <WalletPicker onPick={(choice) => void link(choice)} busy={busy} />
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('wallet.linkNone')}
            </Text>
            {/* The label keeps its width; the line beside it wraps instead (it was cut off at 390 px). */}
            <Button onClick={() => setIsPicking(true)} data-testid="link-wallet" style={{ flexShrink: 0 }}>
              {t('wallet.link')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
