import { MAX_INPUT_UNITS, MICRO_PER_UNIT, formatMicro, parseMoneyToMicro } from '@tandem/contracts';

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

/** Whole units as micro units; null for anything that is not a whole positive amount. */
export function wholeUnitsToMicro(text: string): bigint | null {
  if (!/^[1-9]\d*$/.test(text)) return null;
  return BigInt(text) * MICRO_PER_UNIT;
}

/** The fee shown before a transfer, rounded down to the micro unit as the server does. */
export function feeOfPreview(amountMicro: bigint, percent: string): bigint {
  const percentMicro = parseMoneyToMicro(percent);
  if (percentMicro === null || percentMicro <= 0n) return 0n;
  return (amountMicro * percentMicro) / (100n * MICRO_PER_UNIT);
}

/** The whole-unit minimum from a decimal string such as "1.000000". */
export function minUnitsOf(amount: string): bigint {
  const micro = parseMoneyToMicro(amount);
  if (micro === null) return 1n;
  // A fractional minimum still needs the next whole amount.
  return (micro + MICRO_PER_UNIT - 1n) / MICRO_PER_UNIT;
}

export { formatMicro };

/** A withdrawal's fee as the rules state it: the percentage, but never under the minimum fee. */
export function withdrawFeeOf(amountMicro: bigint, percent: string, minFee: string): bigint {
  const feeMicro = feeOfPreview(amountMicro, percent);
  const minMicro = parseMoneyToMicro(minFee) ?? 0n;
  return feeMicro > minMicro ? feeMicro : minMicro;
}
