import { z } from 'zod';
import { paramPath } from './paths';
import { currentPasswordField, reasonField } from './fields';
import { MAX_INPUT_UNITS, MICRO_PER_UNIT, parseMoneyToMicro } from './money';
import { wholeAmountField } from './wallet';

/**
 * Deposits, withdrawals, payout details and the back-office finance desk
 * (docs/api/deposits-withdrawals.md describes every call).
 */
export const moneyDeskPaths = {
  bankInfo: '/api/member/get-bank-info',
  userBank: '/api/member/user-bank',
  updateAddress: '/api/member/update-address',
  deposit: '/api/wallet/deposit',
  depositFiat: '/api/wallet/deposit-fiat',
  depositRecord: '/api/wallet/deposit-record',
  boDepositRecord: '/api/wallet/boDepositRecord',
  depositScreenshot: paramPath('/api/wallet/deposit-screenshot/:id'),
  withdraw: '/api/wallet/withdraw',
  withdrawCash: '/api/wallet/withdrawCash',
  withdrawRecord: '/api/wallet/withdraw-record',
  withdrawRules: '/api/wallet/withdraw-rules',
  depositOptions: '/api/wallet/deposit-options',
  withdrawCancel: '/api/wallet/withdraw-cancel',
} as const;

export const financePaths = {
  deposits: '/api/admin/finance/deposits',
  depositScreenshot: paramPath('/api/admin/finance/deposits/:id/screenshot'),
  depositApprove: paramPath('/api/admin/finance/deposits/:id/approve'),
  depositReject: paramPath('/api/admin/finance/deposits/:id/reject'),
  withdrawals: '/api/admin/finance/withdrawals',
  withdrawalApprove: paramPath('/api/admin/finance/withdrawals/:id/approve'),
  withdrawalReject: paramPath('/api/admin/finance/withdrawals/:id/reject'),
  withdrawalPaid: paramPath('/api/admin/finance/withdrawals/:id/paid'),
  memberWallet: paramPath('/api/admin/finance/members/:id/wallet'),
  liabilities: '/api/admin/finance/liabilities',
} as const;

export const depositNetworks = ['TRC20_USDT', 'BEP20_USDT', 'BEP20_BTC'] as const;
export type DepositNetwork = (typeof depositNetworks)[number];
export const depositTypes = ['crypto', 'fiat'] as const;
export type DepositType = (typeof depositTypes)[number];
export const depositStatuses = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const withdrawTypes = ['crypto', 'bank'] as const;
export type WithdrawType = (typeof withdrawTypes)[number];
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
/** Wallets a member can withdraw from (decisions.md "Wallets"). */
export const withdrawWallets = ['point1', 'point2', 'point3'] as const;
export type WithdrawWallet = (typeof withdrawWallets)[number];

/** Settings key holding each network's platform address; an empty value means the network is not offered. */
export const depositAddressSettingOf = {
  TRC20_USDT: 'DEPOSIT_ADDRESS_TRC20_USDT',
  BEP20_USDT: 'DEPOSIT_ADDRESS_BEP20_USDT',
  BEP20_BTC: 'DEPOSIT_ADDRESS_BEP20_BTC',
} as const satisfies Record<DepositNetwork, string>;

export const DEPOSIT_SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024;
export const BEP20_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** A transaction hash: 64 hex digits, with 0x on BEP-20 and usually without on TRON. */
export const TX_HASH_PATTERN = /^(0x)?[0-9a-fA-F]{64}$/;
/** The same hash however it was typed: lower case, no 0x. */
export const txHashKey = (hash: string) => hash.trim().toLowerCase().replace(/^0x/, '');

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');
const pageField = z.coerce.number().int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1);

/** A deposit amount: positive, at most six decimals. Stays a string; the server parses it with parseMoneyToMicro. */
export const depositAmountField = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid'),
  })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .superRefine((value, ctx) => {
    if (value === '') return void ctx.addIssue({ code: 'custom', message: 'required' });
    const micro = value.length <= 40 ? parseMoneyToMicro(value) : null;
    if (micro === null || micro <= 0n || micro / MICRO_PER_UNIT > MAX_INPUT_UNITS) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
    }
  });

// Member inputs

export const cryptoDepositInput = z.object({
  network: z.enum(depositNetworks, { error: 'invalid' }),
  amount: depositAmountField,
  tx_hash: text(80).refine((v) => TX_HASH_PATTERN.test(v), 'invalid'),
});
export type CryptoDepositInput = z.input<typeof cryptoDepositInput>;

/** Text fields of the multipart fiat deposit; the file field is `screenshot`. */
export const fiatDepositFields = z.object({
  amount: depositAmountField,
  payer_name: text(100),
  reference_number: text(64),
});
export type FiatDepositFields = z.input<typeof fiatDepositFields>;

export const depositRecordQuery = z.object({
  deposit_type: z.enum(depositTypes, { error: 'invalid' }).optional(),
  page: pageField,
});
export const boDepositRecordQuery = z.object({
  wallet_type: z.enum(['point1', 'point2', 'point3', 'point4', 'point5'], { error: 'invalid' }).optional(),
  page: pageField,
});

export const userBankInput = z.object({
  bank_country: text(60),
  bank_name: text(100),
  account_holder: text(100),
  account_number: text(40).refine((v) => /^[A-Za-z0-9 -]+$/.test(v), 'invalid'),
  branch: text(100),
  swift: z
    .string({ error: 'required' })
    .trim()
    .refine((v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v), 'invalid'),
  // Where money leaves to is a protected action (design api.md, Auth): a session alone cannot bind or replace it.
  sec_password: currentPasswordField,
});
export type UserBankInput = z.input<typeof userBankInput>;

export const updateAddressInput = z.object({
  address: z.string({ error: 'required' }).trim().min(1, 'required').max(42, 'tooLong'),
  sec_password: currentPasswordField,
});
export type UpdateAddressInput = z.input<typeof updateAddressInput>;

export const withdrawInput = z.object({
  amount: wholeAmountField,
  wallet: z.enum(withdrawWallets, { error: 'invalid' }).default('point1'),
  sec_password: currentPasswordField,
});
export type WithdrawInput = z.input<typeof withdrawInput>;

export const withdrawRecordQuery = z.object({
  withdraw_type: z.enum(withdrawTypes, { error: 'invalid' }).optional(),
  page: pageField,
});
export const withdrawCancelInput = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,17}$/, 'invalid')),
});
export type WithdrawCancelInput = z.input<typeof withdrawCancelInput>;

// Back-office inputs

export const financeQueueQuery = z.object({
  status: z.enum(['pending', 'approved', 'paid', 'rejected', 'cancelled'], { error: 'invalid' }).default('pending'),
  page: pageField,
});
export const depositApproveInput = z.object({
  /** The USDT to credit when it differs from what the member stated (a BTC deposit valued at the day's rate). */
  credited_amount: depositAmountField.optional(),
});
export const financeReasonInput = z.object({
  reason: reasonField,
});
export const withdrawalPaidInput = z.object({
  reference: text(120),
});
export const memberStatementQuery = z.object({ page: pageField });

// Responses. Money is a decimal string with six places.

export interface BankInfo {
  bank: {
    bank_country: string;
    bank_name: string;
    account_holder: string;
    account_number: string;
    branch: string;
    swift: string;
  } | null;
  address: string | null;
  is_bank_bound: boolean;
  is_address_bound: boolean;
}

export interface DepositRecord {
  id: string;
  deposit_type: DepositType;
  network: DepositNetwork | null;
  address: string | null;
  tx_hash: string | null;
  payer_name: string | null;
  reference_number: string | null;
  has_screenshot: boolean;
  amount: string;
  credited_amount: string | null;
  status: DepositStatus;
  reject_reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface BoDepositRecord {
  id: string;
  wallet: string;
  type: string;
  amount: string;
  created_at: string;
}

export interface WithdrawalRecord {
  id: string;
  withdraw_type: WithdrawType;
  wallet: WithdrawWallet;
  amount: string;
  fee: string;
  /** What the member pays in total (amount + fee); the destination receives `amount`. */
  total: string;
  destination: string;
  status: WithdrawalStatus;
  reject_reason: string | null;
  paid_reference: string | null;
  business_day: string;
  expected_date: string;
  created_at: string;
  decided_at: string | null;
  paid_at: string | null;
}

export interface WithdrawRules {
  min_amount: string;
  max_amount: string;
  fee_percent: string;
  min_fee: string;
}
