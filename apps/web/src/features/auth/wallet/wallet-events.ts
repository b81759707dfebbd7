import { getConnection, reconnect, watchChainId, watchConnection } from 'wagmi/actions';
import { walletConfig } from './wagmi-config';

/**
 * The wallet's side of a wallet session's events (wallet-session.ts has the session's side): the
 * account disconnected or changed → `endSession(true)`; the chain changed → `endSession(false)`.
 * Reconnects first, so the wallet of the login is watched after a reload; a wallet that cannot
 * reconnect (locked, extension gone, a WalletConnect session: its connector is only made when picked)
 * changes nothing until it reports a change itself. The wallet may have moved to another account
 * while this code was loading (right after the login's reload): the account found on reconnecting
 * counts as a change too.
 */
export async function watchWallet(
  loginAddress: string | undefined,
  endSession: (reload: boolean) => void,
): Promise<() => void> {
  await reconnect(walletConfig).catch(() => []);
  const found = getConnection(walletConfig);
  if (loginAddress && found.status === 'connected' && found.address.toLowerCase() !== loginAddress) {
    endSession(true);
    return () => {};
  }
  const stopConnection = watchConnection(walletConfig, {
    onChange(connection, previous) {
      if (previous.status !== 'connected') return;
      if (connection.status === 'disconnected') return endSession(true);
      if (connection.address && connection.address.toLowerCase() !== (loginAddress ?? previous.address.toLowerCase())) {
        endSession(true);
      }
    },
  });
  const stopChain = watchChainId(walletConfig, {
    onChange(chainId, previous) {
      if (previous !== undefined && chainId !== previous) endSession(false);
    },
  });
  return () => {
    stopConnection();
    stopChain();
  };
}
