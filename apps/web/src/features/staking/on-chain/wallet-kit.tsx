import { type ComponentType, createContext, useContext } from 'react';
import type { Config, Connector, CreateConnectorFn } from 'wagmi';

/**
 * What this feature needs from the wallet login's code (features/auth/wallet): the route hands it in,
 * as features never import each other. One wagmi config and one wallet picker for the whole app.
 */
export interface WalletKit {
  config: Config;
  connect: (choice: WalletChoice) => Promise<unknown>;
  isUserRejection: (error: unknown) => boolean;
  Picker: ComponentType<{ onPick: (choice: WalletChoice) => void; busy: boolean }>;
}

/** A wallet the picker offers: announced, created on the spot, or still loading (WalletConnect). */
export type WalletChoice = Connector | CreateConnectorFn | Promise<CreateConnectorFn>;

const WalletKitContext = createContext<WalletKit | null>(null);

export const WalletKitProvider = WalletKitContext.Provider;

export function useWalletKit(): WalletKit {
  const kit = useContext(WalletKitContext);
  if (!kit) throw new Error('useWalletKit outside WalletKitProvider');
  return kit;
}
