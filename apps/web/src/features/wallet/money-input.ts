import { MAX_INPUT_UNITS, MICRO_PER_UNIT, formatMicro, parseMoneyToMicro } from '@tandem/contracts';

const MAX_DIGITS = String(MAX_INPUT_UNITS).length;

/**
 * What an amount field keeps as the member types: digits only, so a sign, exponent, separator or
 * decimal point never gets in (amounts are whole USDT, spec section 5), without leading zeros and no
 * longer than the largest amount the server takes.
 */
export function toWholeAmountText(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .replace(/^0$/, '')
    .slice(0, MAX_DIGITS);
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
