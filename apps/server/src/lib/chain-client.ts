import { type PublicClient, createPublicClient, http } from 'viem';
import type { Config } from '../config';

/**
 * A viem public client for the configured chain (CHAIN_RPC_URL), or null when none is configured: every
 * chain feature then answers that it is off and the rest of the app works as before. No chain
 * definition: a local chain has no Multicall3, and reads here are single calls anyway.
 */
export function chainClientOf(config: Pick<Config, 'chain'>): PublicClient | null {
  const { rpcUrl } = config.chain;
  if (!rpcUrl) return null;
  return createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
}
