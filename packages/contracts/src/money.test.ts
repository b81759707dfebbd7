import { describe, expect, it } from 'vitest';
import { formatMicro, parseMoneyToMicro, parseWholeUnitsToMicro } from './money';

describe('money', () => {
  it('parses decimals exactly', () => {
    expect(parseMoneyToMicro('125.5')).toBe(125_500_000n);
    expect(parseMoneyToMicro('0.000001')).toBe(1n);
    expect(parseMoneyToMicro(30)).toBe(30_000_000n);
  });
  it('refuses what is not a plain decimal', () => {
    for (const bad of ['', '-1', '1e3', '1.0000001', '01', 'abc', '1,5', ' ', null, 1.5, NaN, '0x10', 'Infinity']) {
      expect(parseMoneyToMicro(bad)).toBeNull();
    }
  });
  it('whole units only where the spec asks for integers', () => {
    expect(parseWholeUnitsToMicro('100')).toBe(100_000_000n);
    expect(parseWholeUnitsToMicro('100.5')).toBeNull();
    expect(parseWholeUnitsToMicro('99999999999999')).toBeNull();
  });
  it('formats with six places', () => {
    expect(formatMicro(125_500_000n)).toBe('125.500000');
    expect(formatMicro(-1n)).toBe('-0.000001');
  });
});
