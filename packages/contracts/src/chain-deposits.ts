import { z } from 'zod';
import { txHashField } from './contract-staking';
import { depositRecordQuery } from './money-desk';
import { moneyString } from './money';

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

/**
 * The reasons the server writes when it dismisses a log itself (staff type their own): below one
 * micro-USDT, or its tx hash was already credited by a staff-approved manual deposit (`:<deposit id>`).
 */
export const chainDepositDustReason = 'dust';
export const chainDepositManualReasonPrefix = 'manual_deposit:';

/** The same transaction hash field as a reported stake's. */
export const chainDepositSubmitInput = z.object({ tx_hash: txHashField });
export type ChainDepositSubmitInput = z.input<typeof chainDepositSubmitInput>;

export const chainDepositRecordQuery = z.object({ page: depositRecordQuery.shape.page });

export const chainDepositQueueQuery = z.object({
  status: z.enum(chainDepositStatuses, { error: 'invalid' }).default('unmatched'),
  page: depositRecordQuery.shape.page,
});

export const chainDepositAssignInput = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'tooLong'),
});
export type ChainDepositAssignInput = z.input<typeof chainDepositAssignInput>;

export const chainDepositRecordSchema = z.object({
  id: z.string(),
  chain_id: z.number().int(),
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.string(),
  from_address: z.string().describe('the wallet that sent the tokens (lower case)'),
  to_address: z.string().describe('the platform deposit address it went to'),
  amount: moneyString.describe('micro-USDT; what is below one micro-USDT (18-decimal dust) is not credited'),
  status: z.enum(chainDepositStatuses),
  seen_at: z.string(),
  final_at: z.string().nullable(),
});
export type ChainDepositRecord = z.infer<typeof chainDepositRecordSchema>;

/** The finance desk's row: the record plus who it went to and why it was dismissed. */
export const adminChainDepositRowSchema = chainDepositRecordSchema.extend({
  member_id: z.string().nullable(),
  submitted_by_member_id: z.string().nullable().describe('the member who submitted the tx hash, a hint for staff'),
  dismiss_reason: z.string().nullable(),
});
export type AdminChainDepositRow = z.infer<typeof adminChainDepositRowSchema>;
