import { MAX_INPUT_UNITS } from '@tandem/contracts';

/** Keeps only digits as the member types, up to `maxLength`: code fields are numeric (spec section 5). */
export const onlyDigits = (value: string, maxLength: number) => value.replace(/\D/g, '').slice(0, maxLength);

const MAX_DIGITS = String(MAX_INPUT_UNITS).length;

/** Why a typed or pasted amount was turned away. */
export type AmountRejection = 'mustBeInteger' | 'invalid';

/**
 * What an amount field accepts as the member types or pastes: digits only (amounts are whole USDT,
 * spec section 5), no longer than the largest amount the server takes. Anything else (a sign, an
 * exponent, a decimal point) is refused whole rather than filtered, so a pasted "2.5" never becomes 25.
 */
export function toWholeAmountText(typed: string): { text: string } | { rejected: AmountRejection } {
  const trimmed = typed.trim();
  if (/^\d+[.,]\d*$/.test(trimmed)) return { rejected: 'mustBeInteger' };
  if (!/^\d*$/.test(trimmed) || trimmed.length > MAX_DIGITS + 3) return { rejected: 'invalid' };
  const text = trimmed.replace(/^0+(?=\d)/, '');
  return text.length > MAX_DIGITS ? { rejected: 'invalid' } : { text };
}
