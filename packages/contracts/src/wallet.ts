import { z } from 'zod';
import { currentPasswordField } from './fields';
import { MAX_INPUT_UNITS, MICRO_PER_UNIT, parseMoneyToMicro } from './money';

/** Wallet and record calls at the spec's exact spelling (api.md), typos included. */
export const walletPaths = {
  getWallet: '/api/wallet/getWallet',
  checkReceiver: '/api/wallet/check-receiver',
  walletTransfer: '/api/wallet/wallet-transafer',
  transferRecord: '/api/wallet/wallet-tranfer-record',
  changeWallet: '/api/wallet/changeWallet',
} as const;

export const recordPaths = {
  walletRecord: '/api/record/wallet-record',
  financeReport: '/api/record/getFinanceReport',
} as const;

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

/**
 * A whole-USDT amount as typed ("25") or sent as a JSON integer. Field keys: 'required', 'invalid'
 * (not a plain positive decimal: "-1", "1e3", "abc", zero, absurdly large) and 'mustBeInteger' ("2.5").
 * Stays a string; the server parses it to micro units with parseWholeUnitsToMicro.
 */
export const wholeAmountField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
  })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .superRefine((text, ctx) => {
    if (text === '') return void ctx.addIssue({ code: 'custom', message: 'required' });
    const micro = text.length <= 40 ? parseMoneyToMicro(text) : null;
    if (micro === null || micro <= 0n || micro / MICRO_PER_UNIT > MAX_INPUT_UNITS) {
      return void ctx.addIssue({ code: 'custom', message: 'invalid' });
    }
    if (micro % MICRO_PER_UNIT !== 0n) ctx.addIssue({ code: 'custom', message: 'mustBeInteger' });
  });

const walletField = z.enum(walletNames, { error: 'invalid' });
const receiverUsernameField = z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'tooLong');
const pageField = z.coerce.number().int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1);
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

export const transferRecordQuery = z.object({ wallet_type: walletField.optional(), page: pageField });
export const walletRecordQuery = z.object({
  wallet: walletField.default('point1'),
  found_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'invalid')
    .optional(),
  page: pageField,
});
export const financeReportQuery = z.object({ from: dateField.optional(), to: dateField.optional() });

/** Page size of the wallet and transfer records. */
export const RECORD_PAGE_SIZE = 20;
/** The longest span one finance report covers. */
export const FINANCE_REPORT_MAX_DAYS = 366;

// Responses. Money is a decimal string with six places.
export interface WalletBalance {
  wallet: WalletName;
  name_en: string;
  asset: 'USDT' | 'VOUCHER';
  balance: string;
  can: WalletAbility[];
}
export interface DepositAddress {
  network: 'TRC20_USDT' | 'BEP20_USDT' | 'BEP20_BTC';
  address: string;
}
export interface WalletInfo {
  wallets: WalletBalance[];
  point1: string;
  point2: string;
  point3: string;
  point4: string;
  point5: string;
  swaps: Array<{ from: WalletName; to: WalletName }>;
  transfer_min_amount: string;
  transfer_fee_percent: string;
  deposit_addresses: DepositAddress[];
}
export interface ReceiverInfo {
  username: string;
  /** The receiver's full name with all but each word's first letter masked; null when unset. */
  masked_name: string | null;
  relation: 'upline' | 'downline';
}
export interface TransferResult {
  id: string;
  to_username: string;
  amount: string;
  fee: string;
  point1: string;
  created_at: string;
}
export interface SwapResult {
  id: string;
  from_wallet: WalletName;
  to_wallet: WalletName;
  amount: string;
  balances: Record<WalletName, string>;
  created_at: string;
}
export interface TransferRecord {
  id: string;
  direction: 'in' | 'out';
  from_username: string;
  to_username: string;
  amount: string;
  fee: string;
  wallet_type: WalletName;
  created_at: string;
}
export interface WalletRecord {
  id: string;
  wallet: WalletName;
  type: string;
  amount: string;
  previous_balance: string;
  current_balance: string;
  remark: string | null;
  status: 'completed';
  created_at: string;
}
export interface FinanceReportLine {
  type: string;
  /** A wallet, or a hold (pending withdrawals, locked stake). */
  wallet: WalletName | 'withdrawal_hold' | 'stake_lock';
  count: number;
  total_in: string;
  total_out: string;
  net: string;
}
export interface FinanceReport {
  from: string;
  to: string;
  time_zone: string;
  lines: FinanceReportLine[];
}
export interface RecordPage<T> {
  list: T[];
  page: number;
  per_page: number;
  total: number;
}
