import { Alert, Anchor, Box, Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LOOKUP_WALLETCONNECT_PROJECT_ID } from '@tandem/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connector } from 'wagmi';
import { getConnectors, watchConnectors } from 'wagmi/actions';
import { injected } from 'wagmi/connectors';
import { getLookupQueryOptions } from '@/lib/global-api';
import type { WalletChoice } from './sign-in-with-ethereum';
import { walletConfig } from './wagmi-config';

/** Where a member without a wallet extension gets one. */
export const WALLET_DOWNLOAD_URL = 'https://metamask.io/download/';

const subscribe = (onChange: () => void) => watchConnectors(walletConfig, { onChange });
const snapshot = () => getConnectors(walletConfig);

/** Every wallet the browser announced (EIP-6963), as it appears. */
function useDiscoveredWallets(): readonly Connector[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const hasInjectedProvider = () => typeof window !== 'undefined' && 'ethereum' in window && Boolean(window.ethereum);

/**
 * The server's WalletConnect project id, if it has one, from the lookup the member app's shell has
 * loaded (every page with a wallet picker is inside it). Read from the cache only: the picker sends
 * no request of its own.
 */
function useWalletConnectProjectId(): string | undefined {
  const lookup = useQuery({ ...getLookupQueryOptions(), enabled: false });
  return lookup.data?.[LOOKUP_WALLETCONNECT_PROJECT_ID] || undefined;
}

/** WalletConnect's connector and SDK load here, when the member picks it, never before. */
const loadWalletConnect = (projectId: string) =>
  import('./walletconnect-connector').then((m) => m.walletConnectConnector(projectId));

/**
 * The wallets to choose from, and WalletConnect when the server has a project id. None announced but
 * a provider injected (an older in-app browser): one button for it. None at all: on a phone the
 * spec's alert (install a wallet app and open this site in its browser), elsewhere a link to the
 * download page.
 */
export function WalletPicker({ onPick, busy }: { onPick: (choice: WalletChoice) => void; busy: boolean }) {
  const { t } = useTranslation('auth');
  const wallets = useDiscoveredWallets();
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const walletConnectProjectId = useWalletConnectProjectId();

  if (wallets.length === 0 && !hasInjectedProvider() && !walletConnectProjectId) {
    return isNarrow ? (
      <Alert color="yellow" data-testid="wallet-none-mobile">
        {t('wallet.openInWallet')}
      </Alert>
    ) : (
      <Stack gap={4} data-testid="wallet-none">
        <Text size="sm">{t('wallet.noWallet')}</Text>
        <Anchor href={WALLET_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
          {t('wallet.install')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="wallet-list">
      <Text size="sm" fw={500}>
        {t('wallet.choose')}
      </Text>
      {wallets.map((wallet) => (
        <Button
          key={wallet.uid}
          variant="default"
          justify="flex-start"
          loading={busy}
          leftSection={wallet.icon ? <img src={wallet.icon} width={20} height={20} alt="" /> : null}
          onClick={() => onPick(wallet)}
          data-testid="wallet-option"
        >
          {wallet.name}
        </Button>
      ))}
      {wallets.length === 0 && hasInjectedProvider() ? (
        <Button variant="default" loading={busy} onClick={() => onPick(injected())} data-testid="wallet-option">
          {t('wallet.browserWallet')}
        </Button>
      ) : null}
      {walletConnectProjectId ? (
        <Button
          variant="default"
          justify="flex-start"
          loading={busy}
          // In line with the wallets above, whose icons are 20 px wide.
          leftSection={wallets.length > 0 ? <Box w={20} /> : null}
          onClick={() => onPick(loadWalletConnect(walletConnectProjectId))}
          data-testid="wallet-option-walletconnect"
        >
          WalletConnect
        </Button>
      ) : null}
    </Stack>
  );
}
