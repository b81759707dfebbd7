import { z } from 'zod';
import { paramPath } from './paths';
import { currentPasswordField, otpField, requiredText } from './fields';
import { amountField, moneyString } from './money';
import { page, pagedQuery } from './page';
import { memberRowFields } from './rows';
import { recordRangeFields, wholeAmountField } from './wallet';
import { boundBankSchema, fiatPayeeSchema } from './payout-desk';

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
  /** The deposits of depositRecord's filters, every row of the range, as a CSV file. */
  depositRecordCsv: '/api/wallet/deposit-record.csv',
  boDepositRecord: '/api/wallet/boDepositRecord',
  depositScreenshot: paramPath('/api/wallet/deposit-screenshot/:id'),
  withdraw: '/api/wallet/withdraw',
  withdrawCash: '/api/wallet/withdrawCash',
  withdrawRecord: '/api/wallet/withdraw-record',
  /** The withdrawals of withdrawRecord's filters, every row of the range, as a CSV file. */
  withdrawRecordCsv: '/api/wallet/withdraw-record.csv',
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

/** A deposit amount: positive, at most six decimals. Stays a string; the server parses it with parseMoneyToMicro. */
export const depositAmountField = amountField({ whole: false });

// Member inputs

export const cryptoDepositInput = z.object({
  network: z.enum(depositNetworks, { error: 'invalid' }),
  amount: depositAmountField,
  tx_hash: requiredText(80).refine((v) => TX_HASH_PATTERN.test(v), 'invalid'),
});
export type CryptoDepositInput = z.input<typeof cryptoDepositInput>;

/** Text fields of the multipart fiat deposit; the file field is `screenshot`. */
export const fiatDepositFields = z.object({
  // Bank transfers are in whole units (spec §5): 100.5 is a validation error, on the client and the server.
  amount: wholeAmountField,
  payer_name: requiredText(100),
  reference_number: requiredText(64),
});
export type FiatDepositFields = z.input<typeof fiatDepositFields>;

const depositRecordFilters = {
  deposit_type: z.enum(depositTypes, { error: 'invalid' }).optional(),
  ...recordRangeFields,
};
export const depositRecordQuery = pagedQuery(depositRecordFilters);
export const depositRecordCsvQuery = z.object(depositRecordFilters);
export const boDepositRecordQuery = pagedQuery({
  wallet_type: z.enum(['point1', 'point2', 'point3', 'point4', 'point5'], { error: 'invalid' }).optional(),
});

export const userBankInput = z.object({
  bank_country: requiredText(60),
  bank_name: requiredText(100),
  account_holder: requiredText(100),
  account_number: requiredText(40).refine((v) => /^[A-Za-z0-9 -]+$/.test(v), 'invalid'),
  branch: requiredText(100),
  swift: z
    .string({ error: 'required' })
    .trim()
    .refine((v) => /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/.test(v), 'invalid'),
  // Where money leaves to is a protected action (design api.md, Auth): a session alone cannot bind or replace it,
  // it needs the secondary password and a `security` code mailed by requestUserOTP (decision 019).
  sec_password: currentPasswordField,
  otp: otpField,
});
export type UserBankInput = z.input<typeof userBankInput>;

export const updateAddressInput = z.object({
  address: requiredText(42),
  sec_password: currentPasswordField,
  otp: otpField,
});
export type UpdateAddressInput = z.input<typeof updateAddressInput>;

export const withdrawInput = z.object({
  amount: wholeAmountField,
  wallet: z.enum(withdrawWallets, { error: 'invalid' }).default('point1'),
  sec_password: currentPasswordField,
});
export type WithdrawInput = z.input<typeof withdrawInput>;

const withdrawRecordFilters = {
  withdraw_type: z.enum(withdrawTypes, { error: 'invalid' }).optional(),
  ...recordRangeFields,
};
export const withdrawRecordQuery = pagedQuery(withdrawRecordFilters);
export const withdrawRecordCsvQuery = z.object(withdrawRecordFilters);
export const withdrawCancelInput = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,17}$/, 'invalid')),
});
export type WithdrawCancelInput = z.input<typeof withdrawCancelInput>;

// Back-office inputs

/**
 * What a money-desk queue can be narrowed to besides its status (decision 021): the member's username
 * (its start), the exact amount, a reference (tx hash, payer reference, payout reference or address:
 * any part) and the business days it was asked on, from and to inclusive.
 */
export const queueSearchFields = {
  username: z.string().trim().max(40, 'invalid').optional(),
  amount: depositAmountField.optional(),
  reference: z.string().trim().max(120, 'invalid').optional(),
  from: z.iso.date({ error: 'invalid' }).optional(),
  to: z.iso.date({ error: 'invalid' }).optional(),
};
export type QueueSearch = { [K in keyof typeof queueSearchFields]?: string };

export const financeQueueQuery = pagedQuery({
  status: z.enum(['pending', 'approved', 'paid', 'rejected', 'cancelled'], { error: 'invalid' }).default('pending'),
  ...queueSearchFields,
});
export const depositApproveInput = z.object({
  /** The USDT to credit when it differs from what the member stated (a BTC deposit valued at the day's rate). */
  credited_amount: depositAmountField.optional(),
});
export const withdrawalPaidInput = z.object({
  reference: requiredText(120),
});
export const memberStatementQuery = pagedQuery({});

// Responses. Money is a decimal string with six places.

export const bankInfoSchema = z.object({
  bank: boundBankSchema.nullable(),
  address: z.string().nullable().describe('the bound BEP-20 payout address'),
  is_bank_bound: z.boolean(),
  is_address_bound: z.boolean(),
  withdraw_held_until: z
    .string()
    .nullable()
    .describe('withdrawals wait until this time after a payout binding was changed (PAYOUT_CHANGE_HOLD_HOURS)'),
});
export type BankInfo = z.infer<typeof bankInfoSchema>;

export const depositRecordSchema = z.object({
  id: z.string(),
  deposit_type: z.enum(depositTypes),
  network: z.enum(depositNetworks).nullable(),
  address: z.string().nullable().describe('the platform address the member sent to (crypto)'),
  tx_hash: z.string().nullable(),
  payer_name: z.string().nullable(),
  reference_number: z.string().nullable(),
  payment_reference: z.string().nullable().describe('the reference the platform gave a fiat deposit'),
  has_screenshot: z.boolean(),
  amount: moneyString.describe('the amount the member stated'),
  credited_amount: moneyString.nullable().describe('what was credited to point1 once approved'),
  status: z.enum(depositStatuses),
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const boDepositRecordSchema = z.object({
  id: z.string(),
  wallet: z.string(),
  type: z.string().describe('deposit or adjustment'),
  amount: moneyString,
  created_at: z.string(),
});
export type BoDepositRecord = z.infer<typeof boDepositRecordSchema>;

export const depositOptionsSchema = z.object({
  networks: z.array(z.object({ network: z.enum(depositNetworks), address: z.string() })),
  fiat: z.object({
    open: z.string(),
    close: z.string(),
    time_zone: z.string(),
    is_open_now: z.boolean(),
    is_pending: z.boolean().describe('a deposit of the member waits for staff: the fiat form is closed until then'),
    credit_hours: z.number().int().describe('FIAT_CREDIT_HOURS: business hours a fiat deposit is usually credited in'),
    payment_reference: z.string().describe("the reference to write on the member's next bank transfer"),
    country: z.string().nullable().describe("the member's country (short form)"),
    currency: z.string().nullable().describe("the member country's currency (ISO 4217): the fiat amount is in it"),
    buy_rate: z.string().nullable().describe("the country's buy rate: fiat per USDT"),
    payee: fiatPayeeSchema
      .nullable()
      .describe("where to pay, for the member country's currency; null when staff set none"),
  }),
});
export type DepositOptions = z.infer<typeof depositOptionsSchema>;

export const withdrawalRecordSchema = z.object({
  id: z.string(),
  withdraw_type: z.enum(withdrawTypes),
  wallet: z.enum(withdrawWallets),
  amount: moneyString.describe('what the destination receives'),
  fee: moneyString,
  total: moneyString.describe('taken from the wallet: amount + fee'),
  destination: z.string().describe('the BEP-20 address, or "bank · account number · holder"'),
  status: z.enum(withdrawalStatuses),
  reject_reason: z.string().nullable(),
  paid_reference: z.string().nullable().describe('tx hash or bank reference once paid'),
  business_day: z.string().describe('YYYY-MM-DD in BUSINESS_TZ; one live withdrawal per business day'),
  expected_date: z.string().describe('YYYY-MM-DD: 48 hours on, weekends rolled to Monday'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export const withdrawRulesSchema = z.object({
  min_amount: moneyString,
  max_amount: moneyString,
  fee_percent: z.string(),
  min_fee: moneyString,
});
export type WithdrawRules = z.infer<typeof withdrawRulesSchema>;

/** Who asked and how long ago: what a back-office queue row adds to the member's own record. */
const queueRowFields = {
  ...memberRowFields,
  age_seconds: z.number().int().describe('seconds since the request'),
};

export const adminDepositRowSchema = depositRecordSchema.extend(queueRowFields);
export type AdminDepositRow = z.infer<typeof adminDepositRowSchema>;

export const adminWithdrawalRowSchema = withdrawalRecordSchema.extend(queueRowFields);
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRowSchema>;

export const statementLineSchema = z.object({
  id: z.string(),
  journal_id: z.string(),
  type: z.string(),
  account: z.string(),
  amount: moneyString,
  balance_after: moneyString.nullable(),
  created_at: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const memberWalletViewSchema = z.object({
  member: z.object({
    id: z.string(),
    username: z.string(),
    fullname: z.string().nullable(),
    status: z.string(),
    kyc_status: z.string(),
  }),
  balances: z.record(z.string(), moneyString).describe('point1..point5, withdrawal_hold, stake_lock'),
  statement: page(statementLineSchema),
});
export type MemberWalletView = z.infer<typeof memberWalletViewSchema>;

/** What a platform account is to an accountant: which way its total grows (income and liabilities on credit). */
export const platformAccountNatures = ['asset', 'income', 'expense', 'liability', 'payout'] as const;
export type PlatformAccountNature = (typeof platformAccountNatures)[number];

export const liabilityReportSchema = z.object({
  generated_at: z.string(),
  /** Owed to members per account kind (point1..point5, withdrawal_hold, stake_lock, profit_payable). */
  member_balances: z.array(
    z.object({ account: z.string(), asset: z.string(), total: moneyString, accounts: z.number() }),
  ),
  owed_usdt_total: moneyString,
  withdrawals: z.array(z.object({ status: z.string(), count: z.number(), amount: moneyString, fee: moneyString })),
  /** Approved but not yet sent: the treasury still has to pay these out. */
  approved_unpaid: moneyString,
  pending_deposits: z.object({ count: z.number(), amount: moneyString }),
  /**
   * Platform accounts, each in its own sense (`nature`): money in is what added to the account's total
   * (deposits into the treasury, fees earned, profit paid as an expense, orders paid into escrow), money
   * out what took from it, net their difference. A store payout row: released in, paid out, commission net.
   */
  platform: z.array(
    z.object({
      account: z.string(),
      asset: z.string(),
      nature: z.enum(platformAccountNatures),
      money_in: moneyString,
      money_out: moneyString,
      net: moneyString,
    }),
  ),
});
export type LiabilityReport = z.infer<typeof liabilityReportSchema>;
