import { PIN_BATCH_MAX, formatMicro, parseMoneyToMicro } from '@tandem/contracts';
import type { ApiError } from '@/lib/api-client';

/** What a purchase of `quantityText` codes costs, and whether the cash wallet covers it. */
export interface PurchasePreview {
  quantity: number;
  total: string;
  isAffordable: boolean;
}

/**
 * The purchase line shown before the secondary password is asked for: price × quantity against the
 * cash balance, in micro units so no float touches money. Null while the quantity is not a whole number
 * from 1 to PIN_BATCH_MAX or the price is unknown (the form's own check then says why).
 */
export function previewPurchase(price: string, quantityText: string, cashBalance: string): PurchasePreview | null {
  if (!/^\d{1,3}$/.test(quantityText.trim())) return null;
  const quantity = Number(quantityText.trim());
  const priceMicro = parseMoneyToMicro(price);
  if (quantity < 1 || quantity > PIN_BATCH_MAX || priceMicro === null) return null;
  const totalMicro = priceMicro * BigInt(quantity);
  const balanceMicro = parseMoneyToMicro(cashBalance) ?? 0n;
  return { quantity, total: formatMicro(totalMicro), isAffordable: totalMicro <= balanceMicro };
}

/**
 * Which field of a form a refusal belongs under: the field the server named, else the field the
 * form's table gives its code (a used code under the code, a receiver outside the team under the
 * username). Undefined: it is not about one field, so it goes to the notice.
 */
export function refusedFieldOf<F extends string>(
  error: ApiError,
  fields: readonly F[],
  byCode: Partial<Record<string, F>>,
) {
  const named = fields.find((field) => error.fields[field] !== undefined);
  return named ?? byCode[error.code];
}

/** The refusals about the code itself, for the forms that send codes. */
const codeRefusals = ['INCORRECT_PIN', 'PIN_ALREADY_USED', 'PIN_EXPIRED', 'PIN_VOID'] as const;

export const buyRefusals = { INSUFFICIAN_BALANCE: 'quantity' } as const;

export const transferRefusals = {
  ...Object.fromEntries(codeRefusals.map((code) => [code, 'codes' as const])),
  INCORRECT_USERNAME: 'to_username',
  TRANSFER_TO_SELF: 'to_username',
  RECEIVER_NOT_IN_TEAM: 'to_username',
  RECEIVER_FROZEN: 'to_username',
} as const;

export const activateRefusals = {
  ...Object.fromEntries(codeRefusals.map((code) => [code, 'code' as const])),
  INCORRECT_USERNAME: 'username',
  ACCOUNT_ALREADY_ACTIVATED: 'username',
  ACTIVATE_NOT_DOWNLINE: 'username',
} as const;
