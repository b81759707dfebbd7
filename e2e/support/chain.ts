// The local chain of an e2e run: anvil (chain id 97) with the token and the staking contract deployed and
// the test wallets (anvil accounts 1-4) holding tokens. scripts/e2e.mjs runs this file as a child process
// before the server: it prints one JSON line (RPC URL, addresses) and keeps anvil up until SIGTERM, then
// stops it by its pid. Specs read the same facts from E2E_CHAIN_* and use the helpers below.
import { testTokenAbi } from '@tandem/chain';
import { ANVIL_ACCOUNTS, startAnvil } from '@tandem/chain/anvil';
import { localChain } from '@tandem/chain';
import { clientsFor, deployContracts, tokens } from '@tandem/chain/deploy';
import type { Hex } from 'viem';

export interface E2eChain {
  rpcUrl: string;
  chainId: number;
  token: Hex;
  staking: Hex;
}

/** Each wallet of the on-chain specs starts with this many test USDT. */
export const E2E_WALLET_TOKENS = 5_000;

async function startChain() {
  const anvil = await startAnvil();
  const chain = localChain(anvil.rpcUrl);
  const owner = clientsFor(anvil.rpcUrl, ANVIL_ACCOUNTS[0]!.privateKey, chain);
  const deployment = await deployContracts(owner);
  for (const account of ANVIL_ACCOUNTS.slice(1, 5)) {
    const hash = await owner.walletClient.writeContract({
      address: deployment.token,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account.address, tokens(E2E_WALLET_TOKENS)],
    });
    await owner.publicClient.waitForTransactionReceipt({ hash });
  }
  const facts: E2eChain = {
    rpcUrl: anvil.rpcUrl,
    chainId: anvil.chainId,
    token: deployment.token,
    staking: deployment.staking,
  };
  return { facts, stop: () => anvil.stop() };
}

/** The chain scripts/e2e.mjs started, or null when the run has none. */
export function e2eChain(): E2eChain | null {
  const rpcUrl = process.env.E2E_CHAIN_RPC_URL;
  if (!rpcUrl) return null;
  return {
    rpcUrl,
    chainId: Number(process.env.E2E_CHAIN_ID ?? 97),
    token: process.env.E2E_TOKEN_CONTRACT as Hex,
    staking: process.env.E2E_STAKING_CONTRACT as Hex,
  };
}

/** A JSON-RPC call to the chain (what the injected test wallet forwards its reads to). */
export async function chainRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

/** Mines past anvil's finality depth (its `finalized` block is 64 behind the head). */
export const mineToFinal = (rpcUrl: string) => chainRpc(rpcUrl, 'anvil_mine', ['0x41']);

/** Signs and sends an eth_sendTransaction request of the page with the wallet's local key. */
export async function sendWithKey(
  chain: E2eChain,
  privateKey: Hex,
  request: { to: Hex; data?: Hex; gas?: Hex; value?: Hex },
): Promise<Hex> {
  const { walletClient } = clientsFor(chain.rpcUrl, privateKey, localChain(chain.rpcUrl));
  return walletClient.sendTransaction({
    to: request.to,
    data: request.data,
    gas: request.gas ? BigInt(request.gas) : undefined,
    value: request.value ? BigInt(request.value) : undefined,
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { facts, stop } = await startChain();
  process.stdout.write(`${JSON.stringify(facts)}\n`);
  const shutdown = () => void stop().then(() => process.exit(0));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
