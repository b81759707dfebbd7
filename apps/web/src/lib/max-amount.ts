import { MICRO_PER_UNIT } from '@tandem/contracts';

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The Max of a whole-USDT amount field: the largest whole amount that keeps to the field's rules
 * (minimum, maximum, a multiple of `stepMicro`) and whose `totalOf` (the amount plus any fee taken on
 * top from the same wallet) fits the balance. Null when not even the smallest allowed amount fits.
 * `totalOf` must grow with the amount; the search is a bisection over the allowed amounts.
 */
export function maxWholeAmount(options: {
  balanceMicro: bigint;
  minMicro?: bigint;
  maxMicro?: bigint | null;
  stepMicro?: bigint;
  totalOf?: (amountMicro: bigint) => bigint;
}): string | null {
  const { balanceMicro, minMicro = MICRO_PER_UNIT, maxMicro = null, totalOf = (amount) => amount } = options;
  const step = options.stepMicro && options.stepMicro > 0n ? options.stepMicro : MICRO_PER_UNIT;
  // Whole amounts that are also multiples of the step: multiples of their least common multiple.
  const unitMicro = (step * MICRO_PER_UNIT) / gcd(step, MICRO_PER_UNIT);
  const ceilingMicro = maxMicro !== null && maxMicro < balanceMicro ? maxMicro : balanceMicro;
  let low = 0n;
  let high = ceilingMicro / unitMicro;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (totalOf(middle * unitMicro) <= balanceMicro) low = middle;
    else high = middle - 1n;
  }
  const amountMicro = low * unitMicro;
  if (low === 0n || amountMicro < minMicro) return null;
  return (amountMicro / MICRO_PER_UNIT).toString();
}
