import {
  BlockNotFoundError,
  TransactionReceiptNotFoundError,
  parseAbiItem,
  parseEventLogs,
  type Log,
  type PublicClient,
} from 'viem';
import type { Config } from '../../config';
import { createChainClient } from '../../lib/chain-client';

/** The BEP-20 Transfer event: the token is matched by its contract address, never by symbol. */
export const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * The token has 18 decimals (USDT on BSC); the ledger counts micro-USDT (6). One micro is 10^12 base
 * units; what is below it (dust) is not credited: it rounds down, as every computed amount does
 * (money.md), and the remainder stays with the platform on its address.
 */
export const WEI_PER_MICRO = 10n ** 12n;

/** Blocks one eth_getLogs call asks for: public BSC RPCs refuse much wider ranges. */
export const MAX_SCAN_RANGE = 2_000n;

/** Where deposits are read: the configured chain, token and platform addresses (all lower case). */
export interface DepositSource {
  client: PublicClient;
  chainId: number;
  token: string;
  addresses: string[];
  confirmations: number;
  fromBlock: bigint | undefined;
  maxRange: bigint;
}

/**
 * The configured deposit source, or null when no chain (RPC, token and a deposit address) is set.
 * The chain id is CHAIN_ID, or asked from the RPC once.
 */
export async function openDepositSource(config: Pick<Config, 'chain'>): Promise<DepositSource | null> {
  const client = createChainClient(config);
  const { tokenContract, depositAddresses } = config.chain;
  if (!client || !tokenContract || depositAddresses.length === 0) return null;
  return {
    client,
    chainId: config.chain.chainId ?? (await client.getChainId()),
    token: tokenContract.toLowerCase(),
    addresses: depositAddresses.map((a) => a.toLowerCase()),
    confirmations: config.chain.confirmations,
    fromBlock: config.chain.depositsFromBlock,
    maxRange: MAX_SCAN_RANGE,
  };
}

export interface TransferLog {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  valueWei: bigint;
}

type TransferEventLog = Log<bigint, number, false, typeof transferEvent, true>;

/** Non-zero transfers of the token to a platform address (zero-value transfers are noise anyone can send). */
function toTransfers(source: DepositSource, logs: TransferEventLog[]): TransferLog[] {
  return logs.flatMap((log) => {
    const to = log.args.to.toLowerCase();
    if (log.address.toLowerCase() !== source.token || !source.addresses.includes(to) || log.args.value === 0n) {
      return [];
    }
    return [
      {
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash.toLowerCase(),
        from: log.args.from.toLowerCase(),
        to,
        valueWei: log.args.value,
      },
    ];
  });
}

/** The token's transfers to the platform's addresses in blocks [fromBlock, toBlock]. */
export async function readTransfers(source: DepositSource, fromBlock: bigint, toBlock: bigint) {
  const logs = await source.client.getLogs({
    address: source.token as `0x${string}`,
    event: transferEvent,
    args: { to: source.addresses as `0x${string}`[] },
    fromBlock,
    toBlock,
    strict: true,
  });
  return toTransfers(source, logs.filter((log) => !log.removed) as TransferEventLog[]);
}

/** The transfers to the platform in one transaction's receipt; null when the chain knows no such transaction. */
export async function readReceiptTransfers(source: DepositSource, txHash: string): Promise<TransferLog[] | null> {
  try {
    const receipt = await source.client.getTransactionReceipt({ hash: txHash as `0x${string}` });
    if (receipt.status !== 'success') return [];
    const logs = parseEventLogs({ abi: [transferEvent], logs: receipt.logs, strict: true });
    return toTransfers(source, logs as TransferEventLog[]);
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

/**
 * The head and the last final block: the RPC's `finalized` tag (BSC's fast finality: n is final at
 * n+2; anvil answers head − 2 × slots-in-an-epoch), or head − CHAIN_CONFIRMATIONS when the RPC has no
 * such tag.
 */
export async function chainFinality(source: DepositSource): Promise<{ head: bigint; finalized: bigint }> {
  const head = await source.client.getBlockNumber({ cacheTime: 0 });
  let finalized: bigint | null = null;
  try {
    finalized = (await source.client.getBlock({ blockTag: 'finalized' })).number;
  } catch {
    // No finalized tag on this RPC: count confirmations instead.
  }
  if (finalized === null) finalized = head - BigInt(source.confirmations);
  if (finalized > head) finalized = head;
  return { head, finalized: finalized < 0n ? -1n : finalized };
}

/** The hash of the canonical block at `number`, or null when the chain has no block there (yet). */
export async function canonicalBlockHash(source: DepositSource, number: bigint): Promise<string | null> {
  try {
    const block = await source.client.getBlock({ blockNumber: number });
    return block.hash?.toLowerCase() ?? null;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}
