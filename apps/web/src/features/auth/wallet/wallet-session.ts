import { memberSession } from '@/lib/session';
import { storedWalletAddress } from './stored-wallet-address';

/**
 * The spec's wallet events for a session that came from a wallet (section 4): the wallet's account
 * disconnected or changed → the token is cleared and the page reloads; the chain changed → the token
 * is cleared. wagmi's side (wallet-events.ts) is imported from here rather than by the member layout:
 * the layout's import then names this one small chunk, and the list of wagmi's chunks to preload
 * sits in this lazy chunk instead of on every member page's first load.
 */
export async function watchWalletSession(): Promise<() => void> {
  const { watchWallet } = await import('./wallet-events');
  return watchWallet(storedWalletAddress()?.toLowerCase(), (reload) => {
    memberSession.clear();
    if (reload) window.location.reload();
  });
}
