import { z } from 'zod';
import { pinGatedFeatures } from './activation-codes';

/**
 * Lookup settings: the spec's lookup values plus the defaults decisions.md names.
 * Values are stored as text (as the original lookup returned them) and validated by their schema on every edit.
 * `isPublic` settings are served by api/global/lookup; the rest are for the server and staff only.
 */
const flag = z.enum(['0', '1']);
const decimalText = z.string().regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'invalid');
const wholeText = z.string().regex(/^(0|[1-9]\d{0,11})$/, 'invalid');
const percentText = z
  .string()
  .regex(/^(0|[1-9]\d?|100)(\.\d{1,2})?$/, 'invalid')
  .refine((v) => Number(v) <= 100, 'invalid');
const clockText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid');
/** Empty (network off), a BEP-20 address (0x + 40 hex) or a TRON address (T + 33 base58). */
const depositAddressText = z.string().regex(/^(|0x[0-9a-fA-F]{40}|T[1-9A-HJ-NP-Za-km-z]{33})$/, 'invalid');
const percentListText = z.string().regex(/^((0|[1-9]\d?)(\.\d{1,2})?)(,(0|[1-9]\d?)(\.\d{1,2})?)*$/, 'invalid');
/** A price that cannot be zero (a purchase always posts), and a count of days from 1 to 99999. */
const positiveDecimalText = decimalText.refine((v) => /[1-9]/.test(v), 'invalid');
const dayCountText = z.string().regex(/^[1-9]\d{0,4}$/, 'invalid');
/** Empty, or a comma list of distinct features that need an active account (activation-codes.ts). */
const pinGatedText = z
  .string()
  .refine((v) => v === '' || v.split(',').every((f) => (pinGatedFeatures as readonly string[]).includes(f)), 'invalid')
  .refine((v) => new Set(v.split(',')).size === v.split(',').length, 'invalid');

export const settingDefinitions = {
  SITE_ON: { schema: flag, defaultValue: '1', isPublic: true },
  DFI_PRICE: { schema: decimalText, defaultValue: '1', isPublic: true },
  BTC_PRICE: { schema: decimalText, defaultValue: '65000', isPublic: true },
  WITHDRAW_FEE: { schema: percentText, defaultValue: '5', isPublic: true },
  WITHDRAW_MIN_AMOUNT_IN_FEE: { schema: decimalText, defaultValue: '1', isPublic: true },
  WITHDRAW_MIN_AMOUNT: { schema: wholeText, defaultValue: '10', isPublic: true },
  WITHDRAW_MAX_AMOUNT: { schema: wholeText, defaultValue: '5000', isPublic: true },
  TRANSFER_MIN_AMOUNT: { schema: wholeText, defaultValue: '1', isPublic: true },
  TRANSFER_FEE: { schema: percentText, defaultValue: '0', isPublic: true },
  FIAT_DEPOSIT_OPEN: { schema: clockText, defaultValue: '10:00', isPublic: true },
  FIAT_DEPOSIT_CLOSE: { schema: clockText, defaultValue: '22:00', isPublic: true },
  DIRECT_BONUS_PERCENT: { schema: percentText, defaultValue: '5', isPublic: false },
  LEVEL_BONUS_PERCENTS: { schema: percentListText, defaultValue: '10,5,3,3,3,1,1,1,1,1', isPublic: false },
  PROFILE_COMPLETION_VOUCHER: { schema: wholeText, defaultValue: '100', isPublic: false },
  // The platform's deposit address per network; empty means the network is not offered.
  DEPOSIT_ADDRESS_TRC20_USDT: { schema: depositAddressText, defaultValue: '', isPublic: true },
  DEPOSIT_ADDRESS_BEP20_USDT: { schema: depositAddressText, defaultValue: '', isPublic: true },
  DEPOSIT_ADDRESS_BEP20_BTC: { schema: depositAddressText, defaultValue: '', isPublic: true },
  // Activation codes: the price of one (USDT), how many days it stays valid, what needs an active account.
  PIN_PRICE: { schema: positiveDecimalText, defaultValue: '50', isPublic: true },
  PIN_VALIDITY_DAYS: { schema: dayCountText, defaultValue: '365', isPublic: true },
  PIN_REQUIRED_FOR: { schema: pinGatedText, defaultValue: '', isPublic: true },
  // The operator's commission on a store's sale, in basis points of what the buyer paid in cash (1000 = 10%).
  STORE_COMMISSION_BPS: {
    schema: z.string().regex(/^(0|[1-9]\d{0,3}|10000)$/, 'invalid'),
    defaultValue: '1000',
    isPublic: false,
  },
  // Payouts and fiat deposits (decision 019): hours withdrawals wait after a payout binding changes, and the
  // business hours within which a fiat deposit is usually credited (what the deposit page promises).
  PAYOUT_CHANGE_HOLD_HOURS: {
    schema: z.string().regex(/^(0|[1-9]\d{0,2})$/, 'invalid'),
    defaultValue: '24',
    isPublic: true,
  },
  FIAT_CREDIT_HOURS: { schema: z.string().regex(/^[1-9]\d?$/, 'invalid'), defaultValue: '2', isPublic: true },
} as const satisfies Record<string, { schema: z.ZodType<string>; defaultValue: string; isPublic: boolean }>;

export type SettingKey = keyof typeof settingDefinitions;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
export function isSettingKey(value: unknown): value is SettingKey {
  return typeof value === 'string' && Object.hasOwn(settingDefinitions, value);
}

/**
 * How the back office shows each setting: the topic it is grouped under and the control it is edited
 * with. A key without an entry (one added later) falls into `other` as plain text, so it still shows.
 */
export const settingGroups = [
  'site',
  'deposits',
  'withdrawals',
  'transfers',
  'bonuses',
  'activation',
  'mall',
  'prices',
  'other',
] as const;
export type SettingGroup = (typeof settingGroups)[number];
/**
 * switch: '1'/'0'; time: HH:MM business time; usdt / wholeUsdt: an amount in USDT (decimals or whole);
 * percent, percentList, bps; count: a whole number; address: a deposit address on the network in its key.
 */
export type SettingKind =
  'switch' | 'time' | 'usdt' | 'wholeUsdt' | 'percent' | 'percentList' | 'bps' | 'count' | 'address' | 'text';

export const settingPresentation: Partial<Record<SettingKey, { group: SettingGroup; kind: SettingKind }>> = {
  SITE_ON: { group: 'site', kind: 'switch' },
  DFI_PRICE: { group: 'prices', kind: 'usdt' },
  BTC_PRICE: { group: 'prices', kind: 'usdt' },
  WITHDRAW_FEE: { group: 'withdrawals', kind: 'percent' },
  WITHDRAW_MIN_AMOUNT_IN_FEE: { group: 'withdrawals', kind: 'usdt' },
  WITHDRAW_MIN_AMOUNT: { group: 'withdrawals', kind: 'wholeUsdt' },
  WITHDRAW_MAX_AMOUNT: { group: 'withdrawals', kind: 'wholeUsdt' },
  TRANSFER_MIN_AMOUNT: { group: 'transfers', kind: 'wholeUsdt' },
  TRANSFER_FEE: { group: 'transfers', kind: 'percent' },
  FIAT_DEPOSIT_OPEN: { group: 'deposits', kind: 'time' },
  FIAT_DEPOSIT_CLOSE: { group: 'deposits', kind: 'time' },
  FIAT_CREDIT_HOURS: { group: 'deposits', kind: 'count' },
  PAYOUT_CHANGE_HOLD_HOURS: { group: 'withdrawals', kind: 'count' },
  DIRECT_BONUS_PERCENT: { group: 'bonuses', kind: 'percent' },
  LEVEL_BONUS_PERCENTS: { group: 'bonuses', kind: 'percentList' },
  PROFILE_COMPLETION_VOUCHER: { group: 'bonuses', kind: 'count' },
  DEPOSIT_ADDRESS_TRC20_USDT: { group: 'deposits', kind: 'address' },
  DEPOSIT_ADDRESS_BEP20_USDT: { group: 'deposits', kind: 'address' },
  DEPOSIT_ADDRESS_BEP20_BTC: { group: 'deposits', kind: 'address' },
  PIN_PRICE: { group: 'activation', kind: 'usdt' },
  PIN_VALIDITY_DAYS: { group: 'activation', kind: 'count' },
  PIN_REQUIRED_FOR: { group: 'activation', kind: 'text' },
  STORE_COMMISSION_BPS: { group: 'mall', kind: 'bps' },
};

/** A setting's group and control; an unknown key is plain text under `other`. */
export function presentationOf(key: string): { group: SettingGroup; kind: SettingKind } {
  return (isSettingKey(key) ? settingPresentation[key] : undefined) ?? { group: 'other', kind: 'text' };
}
