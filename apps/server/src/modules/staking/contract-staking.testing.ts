import { stakingPaths } from '@tandem/contracts';
import { stakingAbi, testTokenAbi } from '@tandem/chain';
import { ANVIL_ACCOUNTS } from '@tandem/chain/anvil';
import { type ChainClients, STAKING_TYPE, deployContracts, tokens } from '@tandem/chain/deploy';
import { send, useTestChain } from '@tandem/chain/testing';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/http';
import { loggedInWallet } from '../auth/wallet-login.testing';

/**
 * On-chain staking tests (not a test file itself): one anvil per file with the token and the staking
 * contract deployed, members' wallets (anvil accounts 1 and 2) funded with tokens, and the app
 * configured for that chain. The spec's approve (100 000 tokens) and gas limit (800 000) are used as
 * the web app sends them.
 */
export const APPROVE_AMOUNT = tokens(100_000);
export const GAS_LIMIT = 800_000n;

export function useStakingChain(env: Record<string, string> = {}) {
  const chain = useTestChain(async ({ accounts }) => {
    const [owner, alice, bob] = accounts as [ChainClients, ChainClients, ChainClients];
    const deployment = await deployContracts(owner);
    const token = { address: deployment.token, abi: testTokenAbi } as const;
    const staking = { address: deployment.staking, abi: stakingAbi } as const;
    for (const member of [alice, bob]) {
      await send(owner, token, 'mint', [member.walletClient.account.address, tokens(10_000)]);
    }
    return { owner, alice, bob, token, staking, deployment };
  });
  const handle = { t: undefined as unknown as TestApp, chain };
  beforeAll(async () => {
    handle.t = await buildTestApp({
      env: {
        RATE_LIMIT_MAX: '100000',
        CHAIN_RPC_URL: chain.anvil.rpcUrl,
        STAKING_CONTRACT: chain.context.staking.address,
        TOKEN_CONTRACT: chain.context.token.address,
        ...env,
      },
    });
  });
  afterAll(async () => {
    await handle.t?.close();
  });
  return handle;
}

/** Logs in with anvil account `index`'s key (wallet login creates the member with that wallet linked). */
export function walletMember(t: TestApp, index: 1 | 2) {
  return loggedInWallet(t, privateKeyToAccount(ANVIL_ACCOUNTS[index]!.privateKey));
}

/** Approves the spec's 100 000 tokens and stakes `amount` tokens as `who`; returns the stake's tx hash. */
export async function approveAndStake(
  who: ChainClients,
  contracts: { token: { address: Hex; abi: typeof testTokenAbi }; staking: { address: Hex; abi: typeof stakingAbi } },
  amount: number,
  type: keyof typeof STAKING_TYPE = 'fixed180Days',
): Promise<Hex> {
  await send(who, contracts.token, 'approve', [contracts.staking.address, APPROVE_AMOUNT], { gas: GAS_LIMIT });
  const duration = type === 'flexible' ? 30n : 0n;
  const receipt = await send(who, contracts.staking, 'stake', [tokens(amount), STAKING_TYPE[type], duration], {
    gas: GAS_LIMIT,
  });
  return receipt.transactionHash;
}

/** Mines past anvil's finality depth (the `finalized` block is 64 behind the head). */
export const makeFinal = (chain: ReturnType<typeof useStakingChain>['chain']) => chain.test.mine({ blocks: 65 });

export const reportStake = (t: TestApp, token: string, txHash: string) =>
  call(t, 'POST', stakingPaths.contractStaking, { tx_hash: txHash }, { token });
