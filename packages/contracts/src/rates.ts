/**
 * Rates as the platform stores them: percents typed as text ("2.5") kept as whole basis points
 * (hundredths of a percent, 250) or, for daily profit rates, parts per million of the principal
 * (hundredths of a basis point, "0.3" → 3000). Integers only, so a fee or a profit is the same
 * micro unit on the server, in settlement and in the web preview (money.md "Rounding").
 */

const BPS_PER_WHOLE = 10_000n;
const PPM_PER_WHOLE = 1_000_000n;

const percentPatterns = new Map<number, RegExp>();

/** "12.5" with at most `decimals` decimals → 1250 (decimals 2) or 125000 (decimals 4); null for anything else. */
function percentToUnits(percent: string, decimals: number): number | null {
  // Compiled once per precision: fee previews parse on every keystroke, tests for every percent.
  let pattern = percentPatterns.get(decimals);
  if (!pattern) {
    pattern = new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`);
    percentPatterns.set(decimals, pattern);
  }
  const match = pattern.exec(percent.trim());
  if (!match) return null;
  return Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0'));
}

/** "5", "2.5" or "0.25" percent → 500, 250, 25 basis points; null when it is not a percent with at most two decimals. */
export function parsePercentBps(percent: string): number | null {
  return percentToUnits(percent, 2);
}

/** "0.3" or "0.3125" percent per day → 3000 or 3125 ppm; null when it is not a percent with at most four decimals. */
export function parsePercentPpm(percent: string): number | null {
  return percentToUnits(percent, 4);
}

/**
 * Basis points of a percent the schemas already accepted (settings are validated on every edit,
 * packages and rank rules on input): anything else here is a bug upstream, so it throws.
 */
export function percentToBps(percent: string): number {
  const bps = parsePercentBps(percent);
  if (bps === null) throw new Error(`bad percent: ${percent}`);
  return bps;
}

/** Parts per million of a daily rate the schema already accepted; throws like percentToBps. */
export function percentToPpm(percent: string): number {
  const ppm = parsePercentPpm(percent);
  if (ppm === null) throw new Error(`bad percent: ${percent}`);
  return ppm;
}

/** 1000 → "10.00", 250 → "2.50": always two decimals, as packages and stakes show a penalty or a rate. */
export function bpsToPercent(bps: number): string {
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}

/** 3000 ppm → "0.30", 3125 → "0.3125": a daily rate as a percent, at least two decimals, up to four. */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${fraction}`;
}

/**
 * A daily rate ("0.3" percent per business day) as a simple yearly rate over `businessDaysPerYear`
 * days, in basis points rounded down (0.3 × 260 → 7800, "78" by bpsToShortPercent): not compounded,
 * as profit is not reinvested (decision 020). Null when the rate is not a valid daily percent.
 */
export function annualBpsOfDaily(dailyRatePercent: string, businessDaysPerYear: number): number | null {
  const ppm = parsePercentPpm(dailyRatePercent);
  return ppm === null ? null : Math.floor((ppm * businessDaysPerYear) / 100);
}

/** 1000 → "10", 250 → "2.5", 125 → "1.25": the percent as staff wrote it (rank bonuses). */
export function bpsToShortPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = bps % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** `bps` basis points of an amount, rounded down to the micro unit: the remainder stays with the member. */
export function bpsOf(amountMicro: bigint, bps: number): bigint {
  return (amountMicro * BigInt(bps)) / BPS_PER_WHOLE;
}

/**
 * `percent` of an amount for a preview while the member types: a percent the page cannot read yet
 * (the lookup still loading) previews as nothing instead of throwing like feeOf.
 */
export function previewPercentOf(amountMicro: bigint, percent: string): bigint {
  const bps = parsePercentBps(percent);
  return bps === null ? 0n : bpsOf(amountMicro, bps);
}

/** A transfer or withdrawal fee: `percent` (a validated setting) of the amount, rounded down to the micro unit. */
export function feeOf(amountMicro: bigint, percent: string): bigint {
  return bpsOf(amountMicro, percentToBps(percent));
}

/** One business day's profit of a stake at `ratePpm`, rounded down to the micro unit as settlement does. */
export function dailyProfitOf(principalMicro: bigint, ratePpm: number): bigint {
  return (principalMicro * BigInt(ratePpm)) / PPM_PER_WHOLE;
}
