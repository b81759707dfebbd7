import { createConfig, http } from 'wagmi';
import { bsc, bscTestnet } from 'wagmi/chains';

/**
 * The wallet connection (wagmi), loaded only by the wallet login, the account page's wallet section
 * and the wallet-event watcher, never by the first page.
 *
 * Wallets are found through EIP-6963 (multiInjectedProviderDiscovery): every extension that announces
 * itself is listed. No hand-written window.ethereum connector beside them: two connectors on one
 * provider break reconnecting after a disconnect; a browser whose wallet does not announce itself
 * (an older in-app browser) gets wagmi's `injected()` when the member picks it (wallet-picker.tsx).
 * WalletConnect is not offered (see the README: optional, under its own licence).
 * Login reads nothing from the chain, so the public RPCs named here are never called by it.
 */
export const walletConfig = createConfig({
  chains: [bsc, bscTestnet],
  transports: { [bsc.id]: http(), [bscTestnet.id]: http() },
  connectors: [],
  multiInjectedProviderDiscovery: true,
});
