import {
  type ReceiverInfo,
  type SwapResult,
  type TransferRecord,
  type TransferResult,
  type WalletInfo,
  walletAbilities,
  walletNames,
} from '@tandem/contracts';
import { z } from 'zod';
import { pageOf } from '../../lib/envelope';

/** Response schemas of the wallet calls; `satisfies` keeps them equal to contracts/wallet.ts. */
export const money = z.string().describe('decimal string with six places, e.g. "12.000000"');
export const walletName = z.enum(walletNames);

export const walletInfoSchema = z.object({
  wallets: z.array(
    z.object({
      wallet: walletName,
      name_en: z.string(),
      asset: z.enum(['USDT', 'VOUCHER']),
      balance: money,
      can: z.array(z.enum(walletAbilities)).describe('what the member can do with this wallet'),
    }),
  ),
  point1: money,
  point2: money,
  point3: money,
  point4: money,
  point5: money,
  swaps: z.array(z.object({ from: walletName, to: walletName })).describe('allowed changeWallet directions'),
  transfer_min_amount: money,
  transfer_fee_percent: z.string(),
  deposit_addresses: z.array(
    z.object({ network: z.enum(['TRC20_USDT', 'BEP20_USDT', 'BEP20_BTC']), address: z.string() }),
  ),
}) satisfies z.ZodType<WalletInfo>;

export const receiverInfoSchema = z.object({
  username: z.string(),
  masked_name: z.string().nullable(),
  relation: z.enum(['upline', 'downline']),
}) satisfies z.ZodType<ReceiverInfo>;

export const transferResultSchema = z.object({
  id: z.string(),
  to_username: z.string(),
  amount: money,
  fee: money,
  point1: money.describe("the sender's cash wallet after the transfer"),
  created_at: z.string(),
}) satisfies z.ZodType<TransferResult>;

export const swapResultSchema = z.object({
  id: z.string(),
  from_wallet: walletName,
  to_wallet: walletName,
  amount: money,
  balances: z.object({ point1: money, point2: money, point3: money, point4: money, point5: money }),
  created_at: z.string(),
}) satisfies z.ZodType<SwapResult>;

export const transferRecordSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  from_username: z.string(),
  to_username: z.string(),
  amount: money,
  fee: money,
  wallet_type: walletName,
  created_at: z.string(),
}) satisfies z.ZodType<TransferRecord>;

export const transferRecordPageSchema = pageOf(transferRecordSchema);
