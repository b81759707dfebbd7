import { getConnection, reconnect, watchChainId, watchConnection } from 'wagmi/actions';
import { walletConfig } from './wagmi-config';

/**
 * The wallet's side of a wallet session's events (wallet-session.ts has the session's side): the
 * account disconnected or changed → `endSession(true)`; the chain changed → `endSession(false)`.
 * Reconnects first, so the wallet of the login is watched after a reload; a wallet that cannot
 * reconnect (locked, extension gone, a WalletConnect session: its connector is only made when picked)
 * changes nothing until it reports a change itself. This code loads after the page (lazily), so the wallet
 * may already have moved to another account before the watch began (its event then had no listener): a
 * wallet that reconnects on an account other than the login's has changed account, and ends the session.
 */
export async function watchWallet(
  loginAddress: string | undefined,
  endSession: (reload: boolean) => void,
): Promise<() => void> {
  await reconnect(walletConfig).catch(() => []);
  const current = getConnection(walletConfig);
  if (loginAddress && current.status === 'connected' && current.address.toLowerCase() !== loginAddress) {
    endSession(true);
    return () => undefined;
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
