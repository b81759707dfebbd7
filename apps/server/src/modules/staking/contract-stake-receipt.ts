import { stakingAbi } from '@tandem/chain';
import {
  type Address,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  isAddressEqual,
  parseEventLogs,
} from 'viem';
import { AppError } from '../../lib/app-error';

/** One Staked event as the chain recorded it: everything the server keeps comes from here. */
export interface VerifiedStake {
  chainId: number;
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  contract: Address;
  wallet: Address;
  stakeIndex: bigint;
  amount: bigint;
  stakingType: number;
  startTime: bigint;
  endTime: bigint;
}

export interface StakeCheck {
  client: PublicClient;
  /** The configured staking contract (STAKING_CONTRACT). */
  contract: Address;
  /** The configured chain id, when CHAIN_ID names one: the RPC must answer it. */
  chainId: number | undefined;
  /** The wallet linked to the member who reports the transaction. */
  wallet: Address;
}

/**
 * Reads the transaction's receipt and returns the Staked events of the configured contract made by
 * the member's wallet, once the block is final and still on the canonical chain. Refusals, in order:
 * no receipt (unknown, pending or reorganised away) CHAIN_TX_NOT_FOUND; reverted CHAIN_TX_FAILED; no
 * Staked event from the staking contract CHAIN_TX_WRONG_CONTRACT; none staked by the member's wallet
 * CHAIN_TX_WRONG_WALLET; the block after the chain's `finalized` block CHAIN_TX_NOT_FINAL. The chain
 * not answering (or answering for another chain id) is CHAIN_UNAVAILABLE.
 */
export async function verifyStakeTransaction(check: StakeCheck, txHash: Hex): Promise<VerifiedStake[]> {
  const { client } = check;
  const chainId = await onChain(() => client.getChainId());
  if (check.chainId !== undefined && chainId !== check.chainId) throw new AppError('CHAIN_UNAVAILABLE');
  const receipt = await readReceipt(client, txHash);
  if (receipt.status !== 'success') throw new AppError('CHAIN_TX_FAILED');
  const events = parseEventLogs({
    abi: stakingAbi,
    eventName: 'Staked',
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, check.contract)),
  });
  if (events.length === 0) throw new AppError('CHAIN_TX_WRONG_CONTRACT');
  const mine = events.filter((event) => isAddressEqual(event.args.member, check.wallet));
  if (mine.length === 0) throw new AppError('CHAIN_TX_WRONG_WALLET');
  await expectFinal(client, receipt);
  return mine.map((event) => ({
    chainId,
    txHash: receipt.transactionHash.toLowerCase() as Hex,
    logIndex: event.logIndex,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    contract: check.contract,
    wallet: event.args.member,
    stakeIndex: event.args.stakeIndex,
    amount: event.args.amount,
    stakingType: event.args.stakingType,
    startTime: event.args.startTime,
    endTime: event.args.endTime,
  }));
}

async function readReceipt(client: PublicClient, txHash: Hex): Promise<TransactionReceipt> {
  try {
    return await client.getTransactionReceipt({ hash: txHash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw new AppError('CHAIN_TX_NOT_FOUND');
    throw new AppError('CHAIN_UNAVAILABLE');
  }
}

/**
 * Final = at or below the chain's `finalized` block (BSC: fast finality, two blocks; anvil: 64 behind
 * the head), and the block at that height is still the receipt's block. A fixed confirmation count
 * would shrink in wall time at every fork (design/chain.md).
 */
async function expectFinal(client: PublicClient, receipt: TransactionReceipt): Promise<void> {
  const finalized = await onChain(() => client.getBlock({ blockTag: 'finalized' }));
  if (receipt.blockNumber > finalized.number) throw new AppError('CHAIN_TX_NOT_FINAL');
  const block = await onChain(() => client.getBlock({ blockNumber: receipt.blockNumber }));
  if (block.hash !== receipt.blockHash) throw new AppError('CHAIN_TX_NOT_FOUND');
}

async function onChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    throw new AppError('CHAIN_UNAVAILABLE');
  }
}
