import { TOKEN_DECIMALS, stakingAbi, testTokenAbi } from '@tandem/chain';
import type { ContractInfo } from '@tandem/contracts';
import { type Address, type Hex, encodeFunctionData, parseUnits } from 'viem';
import { readContract, sendTransaction, waitForTransactionReceipt } from 'viem/actions';
import type { Config } from 'wagmi';
import { getConnectorClient } from 'wagmi/actions';

/**
 * The on-chain page's reads and writes, all through the connected wallet's own provider: the page
 * needs no RPC URL of its own, and reads come from the chain the wallet is on (the page checks that
 * it is the server's first). Writes carry the spec's gas limit so the wallet never estimates a stake
 * that would revert into an opaque failure.
 */
export type Contracts = Extract<ContractInfo, { configured: true }>;

/** Spec section 9: approve 100 000 tokens; gas limit 800 000 for approve and stake. */
export { TOKEN_DECIMALS };
export const APPROVE_AMOUNT = parseUnits('100000', TOKEN_DECIMALS);
export const GAS_LIMIT = 800_000n;

/** Staking.sol's stakingType values, in the contract's order. */
export const STAKING_TYPES = ['flexible', 'fixed_180', 'fixed_360'] as const;
export type StakingTypeName = (typeof STAKING_TYPES)[number];

const walletClient = (config: Config) => getConnectorClient(config);

export async function readWalletState(config: Config, contracts: Contracts, owner: Address) {
  const client = await walletClient(config);
  const token = { address: contracts.token_contract, abi: testTokenAbi } as const;
  const staking = { address: contracts.staking_contract, abi: stakingAbi } as const;
  // One call at a time: a local chain has no Multicall3 to batch them.
  const balance = await readContract(client, { ...token, functionName: 'balanceOf', args: [owner] });
  const allowance = await readContract(client, {
    ...token,
    functionName: 'allowance',
    args: [owner, contracts.staking_contract],
  });
  const option = await readContract(client, { ...staking, functionName: 'getOption' });
  const stakes = await readContract(client, { ...staking, functionName: 'getStakes', args: [owner] });
  return { balance, allowance, option, stakes };
}

export type WalletState = Awaited<ReturnType<typeof readWalletState>>;

type StakingCall =
  | { functionName: 'stake'; args: readonly [bigint, number, bigint] }
  | { functionName: 'claim' | 'compound' | 'unstake'; args: readonly [bigint] };

/** Sends one transaction and waits for its receipt; `onSent` reports the hash as soon as the wallet signed. */
async function send(config: Config, to: Address, data: Hex, onSent: (hash: Hex) => void) {
  const client = await walletClient(config);
  // `chain` makes viem check that the wallet is still on it (ChainMismatchError otherwise).
  const hash = await sendTransaction(client, {
    to,
    data,
    gas: GAS_LIMIT,
    account: client.account,
    chain: client.chain,
  });
  onSent(hash);
  const receipt = await waitForTransactionReceipt(client, { hash });
  if (receipt.status !== 'success') throw new TransactionRevertedError(hash);
  return hash;
}

export const approve = (config: Config, contracts: Contracts, onSent: (hash: Hex) => void) =>
  send(
    config,
    contracts.token_contract,
    encodeFunctionData({
      abi: testTokenAbi,
      functionName: 'approve',
      args: [contracts.staking_contract, APPROVE_AMOUNT],
    }),
    onSent,
  );

export const callStaking = (config: Config, contracts: Contracts, call: StakingCall, onSent: (hash: Hex) => void) =>
  send(
    config,
    contracts.staking_contract,
    call.functionName === 'stake'
      ? encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: call.args })
      : encodeFunctionData({ abi: stakingAbi, functionName: call.functionName, args: call.args }),
    onSent,
  );

/** Mined, but reverted: nothing happened on chain. */
export class TransactionRevertedError extends Error {
  constructor(readonly hash: Hex) {
    super(`Transaction ${hash} reverted`);
    this.name = 'TransactionRevertedError';
  }
}
