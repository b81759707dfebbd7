import { describe, expect, it } from 'vitest';
import { parseMoneyToMicro } from './money';
import {
  annualBpsOfDaily,
  bpsOf,
  bpsToPercent,
  bpsToShortPercent,
  dailyProfitOf,
  feeOf,
  parsePercentBps,
  parsePercentPpm,
  percentToBps,
  percentToPpm,
  ppmToPercent,
  previewPercentOf,
} from './rates';

/** Every percent the settings and package schemas accept: 0 to 100 with up to two decimals. */
function allTwoDecimalPercents(): string[] {
  const out: string[] = [];
  for (let whole = 0; whole <= 100; whole++) {
    out.push(String(whole));
    for (let f = 0; f < 100; f++) {
      if (whole === 100) break;
      out.push(`${whole}.${String(f).padStart(2, '0')}`);
      if (f % 10 === 0) out.push(`${whole}.${f / 10}`);
    }
  }
  return out;
}

describe('percent text → basis points', () => {
  it('reads whole and decimal percents exactly', () => {
    expect(percentToBps('5')).toBe(500);
    expect(percentToBps('2.5')).toBe(250);
    expect(percentToBps('0.25')).toBe(25);
    expect(percentToBps('0.05')).toBe(5);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps(' 12.5 ')).toBe(1250);
    expect(percentToPpm('0.3')).toBe(3000);
    expect(percentToPpm('0.3125')).toBe(3125);
    expect(percentToPpm('1')).toBe(10_000);
  });
  it('refuses what is not a percent with the allowed decimals', () => {
    for (const bad of ['', ' ', '-1', '1.', '.5', '1.005', '1e2', 'abc', '1,5']) {
      expect(parsePercentBps(bad)).toBeNull();
      expect(() => percentToBps(bad)).toThrow(/bad percent/);
    }
    expect(parsePercentPpm('0.31255')).toBeNull();
    expect(() => percentToPpm('x')).toThrow(/bad percent/);
  });
  it('agrees with the float rule level bonuses used, for every value the setting allows', () => {
    for (const p of allTwoDecimalPercents()) expect(parsePercentBps(p)).toBe(Math.round(Number(p) * 100));
  });
});

describe('basis points → percent text', () => {
  it('shows two decimals for packages and stakes', () => {
    expect(bpsToPercent(1000)).toBe('10.00');
    expect(bpsToPercent(250)).toBe('2.50');
    expect(bpsToPercent(5)).toBe('0.05');
    expect(bpsToPercent(0)).toBe('0.00');
  });
  it('shows the percent as staff wrote it for rank bonuses', () => {
    expect(bpsToShortPercent(1000)).toBe('10');
    expect(bpsToShortPercent(250)).toBe('2.5');
    expect(bpsToShortPercent(125)).toBe('1.25');
    expect(bpsToShortPercent(5)).toBe('0.05');
    expect(bpsToShortPercent(0)).toBe('0');
  });
  it.each([
    [3000, '0.30'],
    [3125, '0.3125'],
    [3120, '0.312'],
    [125_000, '12.50'],
    [0, '0.00'],
  ])('shows a daily rate of %i ppm as %s percent (two to four decimals)', (ppm, percent) => {
    expect(ppmToPercent(ppm)).toBe(percent);
  });
  it('round-trips daily rates through ppm', () => {
    for (const ppm of [0, 1, 10, 99, 100, 2500, 3125, 99_999, 100_000]) {
      expect(percentToPpm(ppmToPercent(ppm))).toBe(ppm);
    }
  });
  it('round-trips every allowed percent', () => {
    for (const p of allTwoDecimalPercents()) {
      const bps = percentToBps(p);
      expect(percentToBps(bpsToPercent(bps))).toBe(bps);
      expect(percentToBps(bpsToShortPercent(bps))).toBe(bps);
    }
  });
});

describe('fees and profits in micro units', () => {
  it('rounds a fee down to the micro unit, the remainder staying with the member', () => {
    expect(feeOf(10_000_000n, '0')).toBe(0n);
    expect(feeOf(10_000_000n, '1.5')).toBe(150_000n);
    expect(feeOf(1n, '50')).toBe(0n);
    expect(feeOf(999_999n, '10')).toBe(99_999n);
    expect(feeOf(100_000_000n, '100')).toBe(100_000_000n);
    expect(() => feeOf(1n, 'five')).toThrow(/bad percent/);
  });
  it('charges what the web preview charged for every allowed percent', () => {
    const amounts = [1n, 7n, 999_999n, 1_000_001n, 123_456_789n];
    for (const p of allTwoDecimalPercents()) {
      const percentMicro = parseMoneyToMicro(p)!;
      for (const a of amounts) expect(feeOf(a, p)).toBe((a * percentMicro) / 100_000_000n);
    }
  });
  it('previews an unreadable percent as nothing, a readable one as feeOf does', () => {
    expect(previewPercentOf(999_999n, '10')).toBe(99_999n);
    expect(previewPercentOf(999_999n, '')).toBe(0n);
    expect(previewPercentOf(999_999n, 'five')).toBe(0n);
  });
  it('takes basis points of an amount', () => {
    expect(bpsOf(1_000_000n, 1)).toBe(100n);
    expect(bpsOf(99n, 1)).toBe(0n);
  });
  it('rounds a day of profit down to the micro unit', () => {
    expect(dailyProfitOf(1_000_001n, percentToPpm('0.33'))).toBe(3_300n);
    expect(dailyProfitOf(10_000_000_000n, 3000)).toBe(30_000_000n);
    expect(dailyProfitOf(333n, 3000)).toBe(0n);
  });
});

describe('a daily rate as a simple yearly rate', () => {
  it('multiplies the rate by the business days of a year, rounded down to a basis point', () => {
    expect(annualBpsOfDaily('0.3', 260)).toBe(7800);
    expect(bpsToShortPercent(annualBpsOfDaily('0.3', 260)!)).toBe('78');
    expect(bpsToShortPercent(annualBpsOfDaily('0.1234', 260)!)).toBe('32.08');
    expect(annualBpsOfDaily('0', 260)).toBe(0);
    expect(annualBpsOfDaily('abc', 260)).toBeNull();
  });
});
