import { z } from 'zod';
import { adminPageField, pagedQuery } from './page';
import { paramPath } from './paths';
import { currentPasswordField, reasonField, requiredText, wholeNumberField } from './fields';
import { moneyString } from './money';
import { transferSideFields } from './rows';
import type { SettingKey } from './settings';

/**
 * Activation codes ("pins", spec section 3): a member buys them with the cash wallet, transfers unused
 * ones within their team, and activates an account (their own or a downline's) with one. Staff issue,
 * list and void them. docs/decisions/010-activation-codes.md has the rules and the ledger postings.
 */
export const pinPaths = {
  /** The price, validity, what needs an active account, and whether the caller's account is active. */
  info: '/api/pin/pin-info',
  buy: '/api/pin/buy-pin',
  /** The codes the member holds (bought, issued or received), newest first, with a status filter. */
  record: '/api/pin/pin-record',
  transfer: '/api/pin/transfer-pin',
  /** Codes the member sent or received. */
  transferRecord: '/api/pin/pin-transfer-record',
  activate: '/api/pin/activate',
} as const;

export const adminPinPaths = {
  /** GET: search and list every code; POST: issue codes to a member (no payment). */
  list: '/api/admin/pins',
  void: paramPath('/api/admin/pins/:id/void'),
} as const;

/** valid: unused and not yet expired; expired is computed from expires_at; void: cancelled by staff. */
export const pinStatuses = ['valid', 'activated', 'expired', 'void'] as const;
export type PinStatus = (typeof pinStatuses)[number];

/** How a code came to be: bought with the cash wallet, or issued by staff. */
export const pinSources = ['purchase', 'issued'] as const;
export type PinSource = (typeof pinSources)[number];

/** What the operator may lock behind an active account (setting PIN_REQUIRED_FOR, a comma list; empty: nothing). */
export const pinGatedFeatures = ['staking'] as const;
export type PinGatedFeature = (typeof pinGatedFeatures)[number];

/** The settings this feature reads (their definitions are in settings.ts). */
export const pinSettingKeys = [
  'PIN_PRICE',
  'PIN_VALIDITY_DAYS',
  'PIN_REQUIRED_FOR',
] as const satisfies readonly SettingKey[];

/** Most codes one purchase, one transfer or one staff issue handles. */
export const PIN_BATCH_MAX = 20;
export const PIN_PAGE_SIZE = 20;

/**
 * A code is 16 characters of Crockford base32 (80 random bits), shown in four groups: `7K3M-Q9XD-2HRW-B4TF`.
 * Typed codes are upper-cased, and spaces, dashes and the look-alikes I/L (→1) and O (→0) are forgiven.
 */
export const PIN_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export function normalizePinCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return plain.length === 16 ? plain.match(/.{4}/g)!.join('-') : plain;
}

export const pinCodeField = requiredText(40)
  .transform(normalizePinCode)
  .refine((v) => PIN_CODE_PATTERN.test(v), 'invalid');

const quantityField = wholeNumberField(1, PIN_BATCH_MAX);
const usernameText = requiredText(64);

// Member inputs

export const buyPinInput = z.object({ quantity: quantityField, sec_password: currentPasswordField });
export type BuyPinInput = z.input<typeof buyPinInput>;

export const transferPinInput = z.object({
  codes: z
    .array(pinCodeField, { error: 'required' })
    .min(1, 'required')
    .max(PIN_BATCH_MAX, 'tooLong')
    .refine((codes) => new Set(codes).size === codes.length, 'invalid'),
  to_username: usernameText,
  sec_password: currentPasswordField,
});
export type TransferPinInput = z.input<typeof transferPinInput>;

/** `username`: the member's own username or one of their downline's. */
export const activatePinInput = z.object({
  code: pinCodeField,
  username: usernameText,
  sec_password: currentPasswordField,
});
export type ActivatePinInput = z.input<typeof activatePinInput>;

export const pinRecordQuery = pagedQuery({ status: z.enum(pinStatuses, { error: 'invalid' }).optional() });
export type PinRecordQuery = z.input<typeof pinRecordQuery>;
export const pinTransferRecordQuery = pagedQuery({});

// Staff inputs

export const issuePinInput = z.object({
  username: usernameText,
  quantity: quantityField,
  reason: reasonField,
});
export type IssuePinInput = z.input<typeof issuePinInput>;

const optionalSearch = z
  .string()
  .trim()
  .max(64, 'tooLong')
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const adminPinListQuery = z.object({
  /** A code (whole, any spelling normalizePinCode forgives). */
  code: optionalSearch,
  /** The holder's username, exact and case-insensitive. */
  owner: optionalSearch,
  status: z.enum(pinStatuses, { error: 'invalid' }).optional(),
  page: adminPageField,
});
export type AdminPinListQuery = z.input<typeof adminPinListQuery>;

// Answers

export const pinCodeSchema = z.object({
  code: z.string(),
  status: z.enum(pinStatuses),
  source: z.enum(pinSources),
  bought_at: z.string().describe('when it was bought or issued'),
  expires_at: z.string(),
  owner: z.string().describe('username of the member holding it'),
  activated_member: z.string().nullable().describe('username of the account it activated'),
  activated_at: z.string().nullable(),
});
export type PinCode = z.infer<typeof pinCodeSchema>;

export const pinInfoSchema = z.object({
  price: moneyString.describe('USDT per code'),
  validity_days: z.number(),
  required_for: z.array(z.enum(pinGatedFeatures)).describe('what needs an active account; empty: nothing'),
  activated: z.boolean().describe("whether the caller's account is active"),
  activated_at: z.string().nullable(),
  valid_count: z.number().describe('codes the caller holds that can still be used or transferred'),
});
export type PinInfo = z.infer<typeof pinInfoSchema>;

export const buyPinResultSchema = z.object({
  codes: z.array(pinCodeSchema),
  total: moneyString,
  point1: moneyString.describe("the buyer's cash wallet after the purchase"),
});
export type BuyPinResult = z.infer<typeof buyPinResultSchema>;

export const transferPinResultSchema = z.object({
  codes: z.array(z.string()),
  to_username: z.string(),
  created_at: z.string(),
});
export type TransferPinResult = z.infer<typeof transferPinResultSchema>;

export const activatePinResultSchema = z.object({
  code: z.string(),
  username: z.string().describe('the account activated'),
  activated_at: z.string(),
});
export type ActivatePinResult = z.infer<typeof activatePinResultSchema>;

export const pinTransferRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  ...transferSideFields,
  created_at: z.string(),
});
export type PinTransferRecord = z.infer<typeof pinTransferRecordSchema>;

export const adminPinSchema = pinCodeSchema.extend({
  id: z.string(),
  owner_id: z.string(),
  price: moneyString.describe('what was paid for it; 0 when issued'),
  issued_by: z.string().nullable().describe('staff username, for issued codes'),
  voided_by: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  refunded: z.boolean().describe('a voided purchased code: its price went back to the holder'),
});
export type AdminPin = z.infer<typeof adminPinSchema>;

export const issuePinResultSchema = z.object({ codes: z.array(adminPinSchema) });
export type IssuePinResult = z.infer<typeof issuePinResultSchema>;
