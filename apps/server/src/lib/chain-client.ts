import { createPublicClient, http, type PublicClient } from 'viem';
import type { Config } from '../config';

/**
 * A viem public client for the configured RPC (CHAIN_RPC_URL), or null when no chain is configured:
 * every chain feature then says so and the rest of the app works as before. No chain definition on
 * purpose: a local anvil has no Multicall3, and viem then sends plain calls.
 */
export function createChainClient(config: Pick<Config, 'chain'>): PublicClient | null {
  if (!config.chain.rpcUrl) return null;
  return createPublicClient({ transport: http(config.chain.rpcUrl, { retryCount: 1, timeout: 10_000 }) });
}
