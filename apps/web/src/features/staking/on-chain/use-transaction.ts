import { useCallback, useState } from 'react';
import type { Hex } from 'viem';
import { type TxErrorKind, txErrorKind } from './tx-errors';
import { useWalletKit } from './wallet-kit';

/** One transaction's progress: waiting for the wallet → sent (hash) → confirmed, or an error. */
export type TxState =
  | { step: 'idle' }
  | { step: 'wallet'; action: string }
  | { step: 'pending'; action: string; hash: Hex }
  | { step: 'confirmed'; action: string; hash: Hex }
  | { step: 'error'; action: string; kind: TxErrorKind };

/** Runs one transaction at a time and keeps its progress for the page to show. */
export function useTransaction() {
  const { isUserRejection } = useWalletKit();
  const [state, setState] = useState<TxState>({ step: 'idle' });
  const run = useCallback(
    async (action: string, send: (onSent: (hash: Hex) => void) => Promise<Hex>): Promise<Hex | null> => {
      setState({ step: 'wallet', action });
      try {
        const hash = await send((sent) => setState({ step: 'pending', action, hash: sent }));
        setState({ step: 'confirmed', action, hash });
        return hash;
      } catch (error) {
        setState({ step: 'error', action, kind: txErrorKind(error, isUserRejection) });
        return null;
      }
    },
    [isUserRejection],
  );
  const fail = useCallback((action: string, kind: TxErrorKind) => setState({ step: 'error', action, kind }), []);
  return { state, run, fail, busy: state.step === 'wallet' || state.step === 'pending' };
}
