import { useCallback, useRef, useSyncExternalStore } from 'react';
import { getConnection, watchConnection } from 'wagmi/actions';
import { useWalletKit } from './wallet-kit';

type Connection = ReturnType<typeof getConnection>;

/**
 * The wallet connection as it changes (account, chain, status). getConnection builds a new object on
 * every call, so the last one is kept while status, account and chain stay the same: a fresh object
 * each render would make React render again without end.
 */
export function useWalletConnection(): Connection {
  const { config } = useWalletKit();
  const last = useRef<Connection | null>(null);
  const subscribe = useCallback((onChange: () => void) => watchConnection(config, { onChange }), [config]);
  const snapshot = useCallback(() => {
    const next = getConnection(config);
    const previous = last.current;
    if (
      previous &&
      previous.status === next.status &&
      previous.address === next.address &&
      previous.chainId === next.chainId
    ) {
      return previous;
    }
    last.current = next;
    return next;
  }, [config]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
