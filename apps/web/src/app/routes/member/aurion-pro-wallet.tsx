import { connectWallet, isUserRejection } from '@/features/auth/wallet/sign-in-with-ethereum';
import { walletConfig } from '@/features/auth/wallet/wagmi-config';
import { WalletPicker } from '@/features/auth/wallet/wallet-picker';
import { OnChainStaking } from '@/features/staking/on-chain/on-chain-staking';
import { type WalletKit, WalletKitProvider } from '@/features/staking/on-chain/wallet-kit';

/** The wallet login's connection and picker, reused by the on-chain page (one wagmi config per app). */
const walletKit: WalletKit = { config: walletConfig, connect: connectWallet, isUserRejection, Picker: WalletPicker };

/** The on-chain page's body with wagmi: its own chunk (aurion-pro.tsx loads it). */
export default function AurionProWallet() {
  return (
    <WalletKitProvider value={walletKit}>
      <OnChainStaking />
    </WalletKitProvider>
  );
}
