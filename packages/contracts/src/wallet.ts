import { z } from 'zod';
import { currentPasswordField, requiredText } from './fields';
import { amountField, moneyString } from './money';
import { pagedQuery } from './page';
import { transferSideFields } from './rows';

export { recordPaths, walletPaths } from './wallet-paths';

/** The header every money-moving POST accepts (design/money.md "Idempotency"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,100}$/;

export const walletNames = ['point1', 'point2', 'point3', 'point4', 'point5'] as const;
export type WalletName = (typeof walletNames)[number];

/** What a member may do with each wallet (decisions.md "Wallets"). */
export const walletAbilities = [
  'deposit',
  'withdraw',
  'transfer',
  'stake',
  'receive_swap',
  'swap_to_cash',
  'shop',
] as const;
export type WalletAbility = (typeof walletAbilities)[number];

export const walletCatalogue: Record<WalletName, { nameEn: string; asset: 'USDT' | 'VOUCHER'; can: WalletAbility[] }> =
  {
    point1: { nameEn: 'Cash wallet', asset: 'USDT', can: ['deposit', 'withdraw', 'transfer', 'stake', 'receive_swap'] },
    point2: { nameEn: 'Passive profit', asset: 'USDT', can: ['withdraw', 'swap_to_cash', 'stake'] },
    point3: { nameEn: 'Active profit', asset: 'USDT', can: ['withdraw', 'swap_to_cash', 'stake'] },
    point4: { nameEn: 'Freeze wallet', asset: 'USDT', can: [] },
    point5: { nameEn: 'Voucher points', asset: 'VOUCHER', can: ['shop'] },
  };

/** The only swaps a member can make: profit wallets into cash. */
export const swapDirections: ReadonlyArray<{ from: WalletName; to: WalletName }> = [
  { from: 'point2', to: 'point1' },
  { from: 'point3', to: 'point1' },
];

/** A whole-USDT amount ("25", not "2.5"); the server parses it to micro units with parseWholeUnitsToMicro. */
export const wholeAmountField = amountField({ whole: true });

const walletField = z.enum(walletNames, { error: 'invalid' });
const receiverUsernameField = requiredText(64);
const dateField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'invalid');

export const changeWalletInput = z.object({
  from_wallet: walletField,
  to_wallet: walletField,
  amount: wholeAmountField,
  sec_password: currentPasswordField,
});
export type ChangeWalletInput = z.input<typeof changeWalletInput>;

export const checkReceiverInput = z.object({ username: receiverUsernameField });
export type CheckReceiverInput = z.input<typeof checkReceiverInput>;

export const walletTransferInput = z.object({
  username: receiverUsernameField,
  amount: wholeAmountField,
  sec_password: currentPasswordField,
});
export type WalletTransferInput = z.input<typeof walletTransferInput>;

/**
 * The business days a member's history covers, from and to inclusive (YYYY-MM-DD in BUSINESS_TZ): the one
 * day filter of every record list and its CSV export.
 */
export const recordRangeFields = { from: dateField.optional(), to: dateField.optional() };
export type RecordRange = { from?: string; to?: string };

const transferRecordFilters = { wallet_type: walletField.optional(), ...recordRangeFields };
export const transferRecordQuery = pagedQuery(transferRecordFilters);
export const transferRecordCsvQuery = z.object(transferRecordFilters);
/** What a member's wallet records are filtered by: the wallet, a journal type, business days from/to (inclusive). */
const walletRecordFilters = {
  wallet: walletField.default('point1'),
  found_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'invalid')
    .optional(),
  ...recordRangeFields,
};
export const walletRecordQuery = pagedQuery(walletRecordFilters);
export const walletRecordCsvQuery = z.object(walletRecordFilters);
export type WalletRecordFilter = z.input<typeof walletRecordCsvQuery>;
export const financeReportQuery = z.object({ from: dateField.optional(), to: dateField.optional() });

/** Page size of the wallet and transfer records. */
export const RECORD_PAGE_SIZE = 20;
/** The longest span one finance report covers. */
export const FINANCE_REPORT_MAX_DAYS = 366;

// Responses. Money is a decimal string with six places.
const walletNameSchema = z.enum(walletNames);

/** The balance of each of the member's five wallets. */
export const walletBalancesSchema = z.object({
  point1: moneyString,
  point2: moneyString,
  point3: moneyString,
  point4: moneyString,
  point5: moneyString,
});

export const walletBalanceSchema = z.object({
  wallet: walletNameSchema,
  name_en: z.string(),
  asset: z.enum(['USDT', 'VOUCHER']),
  balance: moneyString,
  can: z.array(z.enum(walletAbilities)).describe('what the member can do with this wallet'),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const depositAddressSchema = z.object({
  network: z.enum(['TRC20_USDT', 'BEP20_USDT', 'BEP20_BTC']),
  address: z.string(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const walletInfoSchema = z.object({
  wallets: z.array(walletBalanceSchema),
  ...walletBalancesSchema.shape,
  swaps: z
    .array(z.object({ from: walletNameSchema, to: walletNameSchema }))
    .describe('allowed changeWallet directions'),
  transfer_min_amount: moneyString,
  transfer_fee_percent: z.string(),
  deposit_addresses: z.array(depositAddressSchema),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

export const receiverInfoSchema = z.object({
  username: z.string(),
  /** The receiver's full name with all but each word's first letter masked; null when unset. */
  masked_name: z.string().nullable(),
  relation: z.enum(['upline', 'downline']),
});
export type ReceiverInfo = z.infer<typeof receiverInfoSchema>;

export const transferResultSchema = z.object({
  id: z.string(),
  to_username: z.string(),
  amount: moneyString,
  fee: moneyString,
  point1: moneyString.describe("the sender's cash wallet after the transfer"),
  created_at: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const swapResultSchema = z.object({
  id: z.string(),
  from_wallet: walletNameSchema,
  to_wallet: walletNameSchema,
  amount: moneyString,
  balances: walletBalancesSchema,
  created_at: z.string(),
});
export type SwapResult = z.infer<typeof swapResultSchema>;

export const transferRecordSchema = z.object({
  id: z.string(),
  ...transferSideFields,
  amount: moneyString,
  fee: moneyString,
  wallet_type: walletNameSchema,
  created_at: z.string(),
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;

export const walletRecordSchema = z.object({
  id: z.string(),
  wallet: walletNameSchema,
  type: z.string().describe('journal type: transfer, swap, deposit, ...'),
  amount: moneyString.describe('signed: negative when money left the wallet'),
  previous_balance: moneyString,
  current_balance: moneyString,
  remark: z.string().nullable(),
  status: z.literal('completed'),
  created_at: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

export const financeReportLineSchema = z.object({
  type: z.string(),
  /** A wallet, or a hold (pending withdrawals, locked stake). */
  wallet: z.enum([...walletNames, 'withdrawal_hold', 'stake_lock'] as const),
  count: z.number(),
  total_in: moneyString,
  total_out: moneyString,
  net: moneyString,
});
export type FinanceReportLine = z.infer<typeof financeReportLineSchema>;

export const financeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  lines: z.array(financeReportLineSchema),
});
export type FinanceReport = z.infer<typeof financeReportSchema>;
