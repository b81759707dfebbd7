import { useCallback, useSyncExternalStore } from 'react';
import { getConnection, watchConnection } from 'wagmi/actions';
import { useWalletKit } from './wallet-kit';

/** The wallet connection as it changes (account, chain, status). */
export function useWalletConnection() {
  const { config } = useWalletKit();
  const subscribe = useCallback((onChange: () => void) => watchConnection(config, { onChange }), [config]);
  const snapshot = useCallback(() => getConnection(config), [config]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
