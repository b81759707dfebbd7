import { useEffect } from 'react';
import { useMemberToken } from '@/lib/session';
import { storageKeys } from '@/lib/config';

/**
 * Watches the wallet of a wallet login (wallet-events.ts). Only a session with a stored wallet address
 * loads wagmi, and only then: a password session and the first page never carry the wallet code.
 * The address is read directly, not through stored-wallet-address.ts: sharing that module with the
 * lazy wallet code would split it into a chunk of its own on the first page.
 */
export function useWalletSessionEvents() {
  const token = useMemberToken();
  useEffect(() => {
    if (!token || !localStorage.getItem(storageKeys.address)) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void import('./wallet-events').then(async ({ watchWalletSession }) => {
      const unwatch = await watchWalletSession();
      if (isCancelled) unwatch();
      else stop = unwatch;
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [token]);
}
