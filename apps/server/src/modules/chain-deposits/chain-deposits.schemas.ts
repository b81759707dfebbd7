import { type ChainDepositRecord, chainDepositStatuses } from '@tandem/contracts';
import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { money } from '../wallet/wallet.schemas';

export const chainDepositRecordSchema = z.object({
  id: z.string(),
  chain_id: z.number().int(),
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.string(),
  from_address: z.string().describe('the wallet that sent the tokens (lower case)'),
  to_address: z.string().describe('the platform deposit address it went to'),
  amount: money.describe('micro-USDT; what is below one micro-USDT (18-decimal dust) is not credited'),
  status: z.enum(chainDepositStatuses),
  seen_at: z.string(),
  final_at: z.string().nullable(),
}) satisfies z.ZodType<ChainDepositRecord>;

export const chainDepositListSchema = z.array(chainDepositRecordSchema);
export const chainDepositPageSchema = pageOf(chainDepositRecordSchema);

export const adminChainDepositRowSchema = chainDepositRecordSchema.extend({
  member_id: z.string().nullable(),
  submitted_by_member_id: z.string().nullable().describe('the member who submitted the tx hash, a hint for staff'),
  dismiss_reason: z.string().nullable(),
});
