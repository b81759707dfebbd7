import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchChain } from 'wagmi/actions';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { notifyInfo, notifyWarning } from '@/lib/notify';
import { useContractInfo } from './contract-api';
import { StakePanel } from './stake-panel';
import { useWalletConnection } from './use-wallet-connection';
import { type WalletChoice, useWalletKit } from './wallet-kit';

/**
 * The on-chain staking page's body (spec: aurionPro, contractStaking): says so when the server has no
 * chain; otherwise connects a wallet, asks for the server's chain (with a switch button), and then
 * shows balance, allowance, approve, stake and the wallet's stakes. wagmi loads with this page only.
 */
export function OnChainStaking() {
  const { t } = useTranslation('staking');
  const info = useContractInfo();
  const { config, connect: connectWallet, isUserRejection, Picker } = useWalletKit();
  const connection = useWalletConnection();
  const [connecting, setConnecting] = useState(false);

  if (info.isPending) return <PageLoader />;
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  const contracts = info.data;
  if (!contracts.configured) {
    return (
      <Alert color="gray" data-testid="chain-not-configured">
        {t('onChain.notConfigured')}
      </Alert>
    );
  }

  const switchToServerChain = () =>
    void switchChain(config, { chainId: contracts.chain_id as 56 | 97 }).catch((error: unknown) =>
      isUserRejection(error)
        ? notifyInfo('staking:onChain.errors.rejectedSwitch')
        : notifyWarning('errors:REQUEST_FAIL'),
    );

  async function connect(choice: WalletChoice) {
    setConnecting(true);
    try {
      await connectWallet(choice);
    } catch (error) {
      if (isUserRejection(error)) notifyInfo('staking:onChain.errors.rejectedSwitch');
      // The wallet login's error for a WalletConnect relay that does not answer, known by its name (the
      // features share no code); the picker on this page has loaded the auth texts.
      else if ((error as Error | null)?.name === 'WalletConnectUnreachableError') {
        notifyWarning('auth:wallet.walletConnectUnreachable');
      } else notifyWarning('errors:REQUEST_FAIL');
    } finally {
      setConnecting(false);
    }
  }

  if (connection.status !== 'connected') {
    return (
      <Stack gap="sm" data-testid="chain-connect">
        <Text size="sm">{t('onChain.connect')}</Text>
        <Picker onPick={(choice) => void connect(choice)} busy={connecting} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed" ff="monospace" data-testid="chain-address">
        {connection.address}
      </Text>
      {connection.chainId !== contracts.chain_id ? (
        <Alert color="yellow" data-testid="chain-wrong">
          <Text size="sm">{t('onChain.wrongChain')}</Text>
          <Button mt="xs" size="xs" onClick={switchToServerChain} data-testid="chain-switch">
            {t('onChain.switchChain')}
          </Button>
        </Alert>
      ) : (
        <StakePanel contracts={contracts} owner={connection.address} onSwitchChain={switchToServerChain} />
      )}
    </Stack>
  );
}
