import { z } from 'zod';
import { depositRecordQuery } from './money-desk';

/**
 * BEP-20 deposits read from the chain (docs/decisions/008-chain-deposits.md): the watcher records
 * each token transfer to a platform deposit address as seen, credits it once final, or queues it for
 * the finance desk when no member's wallet sent it.
 */
export const chainDepositPaths = {
  /** A member points the server at a transaction it may not have scanned yet. */
  submit: '/api/wallet/chainDeposit',
  record: '/api/wallet/chainDepositRecord',
} as const;

export const chainDepositFinancePaths = {
  queue: '/api/admin/finance/chain-deposits',
  assign: (id: string) => `/api/admin/finance/chain-deposits/${encodeURIComponent(id)}/assign`,
  dismiss: (id: string) => `/api/admin/finance/chain-deposits/${encodeURIComponent(id)}/dismiss`,
} as const;

/**
 * seen: in a block not yet final; credited: point1 credited once; unmatched: final but sent by no
 * member's wallet, waiting for the finance desk; dismissed: the desk decided it is nobody's to credit
 * (or it is below one micro-USDT); orphaned: its block was reorganised away, never credited.
 */
export const chainDepositStatuses = ['seen', 'credited', 'unmatched', 'dismissed', 'orphaned'] as const;
export type ChainDepositStatus = (typeof chainDepositStatuses)[number];

export const chainTxHashField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'invalid')
  .transform((v) => v.toLowerCase());

export const chainDepositSubmitInput = z.object({ tx_hash: chainTxHashField });
export type ChainDepositSubmitInput = z.input<typeof chainDepositSubmitInput>;

export const chainDepositRecordQuery = z.object({ page: depositRecordQuery.shape.page });

export const chainDepositQueueQuery = z.object({
  status: z.enum(chainDepositStatuses, { error: 'invalid' }).default('unmatched'),
  page: depositRecordQuery.shape.page,
});

export const chainDepositAssignInput = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'tooLong'),
});

export interface ChainDepositRecord {
  id: string;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: string;
  from_address: string;
  to_address: string;
  /** micro-USDT as a decimal string with six places (sub-micro dust is not credited). */
  amount: string;
  status: ChainDepositStatus;
  seen_at: string;
  final_at: string | null;
}
