import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from './explorer';
import {
  formatMicro,
  formatMoney,
  formatMoneyExact,
  moneyInputValue,
  parseMoneyToMicro,
  parseWholeUnitsToMicro,
} from './money';

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
  it('shows amounts to people with two places and grouping, truncated, from the wire string or micro units', () => {
    expect(formatMoney('1500.000000', 'en')).toBe('1,500.00');
    expect(formatMoney('1234.569999', 'zh')).toBe('1,234.56');
    expect(formatMoney(-1_500_250_000n, 'en')).toBe('-1,500.25');
    expect(formatMoney('90071992547409.990000', 'ja')).toBe('90,071,992,547,409.99');
    expect(formatMoney('1234.5', 'vi')).toBe('1.234,50');
  });
  it('shows exact values with all six places where an operator needs them', () => {
    expect(formatMoneyExact('1500.000001', 'en')).toBe('1,500.000001');
    expect(formatMoneyExact(-1n, 'en')).toBe('-0.000001');
  });
  it('puts an amount into an input without the wire zeros', () => {
    expect(moneyInputValue('25.000000')).toBe('25');
    expect(moneyInputValue('2.500000')).toBe('2.5');
    expect(moneyInputValue('0.000001')).toBe('0.000001');
    expect(moneyInputValue('')).toBe('');
  });
});

describe('explorerTxUrl', () => {
  const hash = `0x${'ab'.repeat(32)}`;
  it('links a tx hash to BscScan for mainnet and testnet', () => {
    expect(explorerTxUrl(56, hash)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(explorerTxUrl('97', 'ab'.repeat(32))).toBe(`https://testnet.bscscan.com/tx/${hash}`);
  });
  it('gives no link for a bank reference or an unknown chain', () => {
    expect(explorerTxUrl(56, 'DBS-778812')).toBeNull();
    expect(explorerTxUrl(undefined, hash)).toBeNull();
    expect(explorerTxUrl(1, hash)).toBeNull();
  });
});
