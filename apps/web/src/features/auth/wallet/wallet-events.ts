import { reconnect, watchChainId, watchConnection } from 'wagmi/actions';
import { memberSession } from '@/lib/session';
import { storedWalletAddress } from './stored-wallet-address';
import { walletConfig } from './wagmi-config';

/**
 * The spec's wallet events for a session that came from a wallet (section 4): the wallet's account
 * disconnected or changed → the token is cleared and the page reloads; the chain changed → the token
 * is cleared. Reconnects first, so the wallet of the login is watched after a reload; a wallet that
 * cannot reconnect (locked, extension gone) changes nothing until it reports a change itself.
 */
export async function watchWalletSession(): Promise<() => void> {
  const loginAddress = storedWalletAddress()?.toLowerCase();
  await reconnect(walletConfig).catch(() => []);
  const endSession = (reload: boolean) => {
    memberSession.clear();
    if (reload) window.location.reload();
  };
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
