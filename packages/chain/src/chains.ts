import { defineChain, type Chain } from 'viem';
import { bsc, bscTestnet } from 'viem/chains';

export { bsc, bscTestnet };

/** The chain ids the product supports (spec section 9): BSC mainnet and BSC testnet. */
export const SUPPORTED_CHAIN_IDS = [bsc.id, bscTestnet.id] as const;
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number];

/** The token's decimals (USDT on BNB chain has 18): amounts on chain are whole tokens × 10^18. */
export const TOKEN_DECIMALS = 18;

/** The chain id a local anvil runs with: the testnet's, so wallets and the app treat it as BSC testnet. */
export const LOCAL_CHAIN_ID = bscTestnet.id;

/**
 * A local anvil posing as BSC testnet (chain id 97) at `rpcUrl`. It has no Multicall3 (a fresh anvil
 * lacks the contract, and wagmi/viem batch reads through it when the chain names one), no block
 * explorer and no ENS.
 */
export function localChain(rpcUrl = 'http://127.0.0.1:8545'): Chain {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Local chain (anvil)',
    nativeCurrency: bscTestnet.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: {},
    testnet: true,
  });
}

/**
 * The viem chain for a configured RPC: BSC (56) or BSC testnet (97), or with `local` a chain-97 anvil
 * without Multicall3. The RPC URL given always wins over the public one in viem's definition.
 */
export function chainFor(chainId: number, rpcUrl: string, options: { local?: boolean } = {}): Chain {
  if (options.local) {
    if (chainId !== LOCAL_CHAIN_ID)
      throw new Error(`A local chain runs with chain id ${LOCAL_CHAIN_ID}, not ${chainId}`);
    return localChain(rpcUrl);
  }
  const known = chainId === bsc.id ? bsc : chainId === bscTestnet.id ? bscTestnet : undefined;
  if (!known) throw new Error(`Unsupported chain id ${chainId}: expected ${SUPPORTED_CHAIN_IDS.join(' or ')}`);
  return { ...known, rpcUrls: { default: { http: [rpcUrl] } } };
}
