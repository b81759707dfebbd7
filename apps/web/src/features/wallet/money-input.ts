import { MICRO_PER_UNIT, formatMicro, parseMoneyToMicro, previewPercentOf } from '@tandem/contracts';

/** Whole units as micro units; null for anything that is not a whole positive amount. */
export function wholeUnitsToMicro(text: string): bigint | null {
  if (!/^[1-9]\d*$/.test(text)) return null;
  return BigInt(text) * MICRO_PER_UNIT;
}

/** The fee shown before a transfer: the server's own rule, no fee while the lookup is still loading. */
export const feeOfPreview = previewPercentOf;

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
