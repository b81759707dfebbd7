import { useEffect } from 'react';
import { storageKeys } from '@/lib/config';

/**
 * Watches the wallet of a wallet login (wallet-session.ts). Only a session with a stored wallet address
 * loads wagmi, and only then: a password session and the first page never carry the wallet code.
 * The address is read directly, not through stored-wallet-address.ts: sharing that module with the
 * lazy wallet code would split it into a chunk of its own on the first page. The layout passes its
 * token (one subscription, not two) and the clean-up stops the watcher once it has started: the
 * fewest bytes on every member page's first load, which this hook is part of.
 */
export function useWalletSessionEvents(token: string | null) {
  useEffect(() => {
    if (!token || !localStorage.getItem(storageKeys.address)) return;
    const watching = import('./wallet-session').then((session) => session.watchWalletSession());
    return () => void watching.then((stop) => stop());
  }, [token]);
}
