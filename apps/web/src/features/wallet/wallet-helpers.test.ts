import { describe, expect, it } from 'vitest';
import type { FinanceReportLine } from '@tandem/contracts';
import { grandTotal, totalsByType } from './report-totals';
import { createAttemptKeys } from '@/lib/attempt-key';
import { toWholeAmountText } from '@/lib/input';
import { feeOfPreview, minUnitsOf, wholeUnitsToMicro, withdrawFeeOf } from './money-input';
import { daysInRange, periodRange } from './report-period';

describe('toWholeAmountText', () => {
  it.each([
    ['25', { text: '25' }],
    [' 25 ', { text: '25' }],
    ['0012', { text: '12' }],
    ['0', { text: '0' }],
    ['', { text: '' }],
    ['1000000000', { text: '1000000000' }],
    ['2.5', { rejected: 'mustBeInteger' }],
    ['2.', { rejected: 'mustBeInteger' }],
    ['-5', { rejected: 'invalid' }],
    ['1e3', { rejected: 'invalid' }],
    ['abc', { rejected: 'invalid' }],
    ['0x10', { rejected: 'invalid' }],
    ['１２', { rejected: 'invalid' }],
    ['99999999999', { rejected: 'invalid' }],
  ])('%s', (typed, expected) => expect(toWholeAmountText(typed)).toEqual(expected));
});

describe('amount helpers', () => {
  it('parses only whole positive amounts', () => {
    expect(wholeUnitsToMicro('3')).toBe(3_000_000n);
    expect(wholeUnitsToMicro('')).toBeNull();
    expect(wholeUnitsToMicro('0')).toBeNull();
  });
  it('previews the fee rounded down', () => {
    expect(feeOfPreview(10_000_000n, '0')).toBe(0n);
    expect(feeOfPreview(10_000_000n, '1.5')).toBe(150_000n);
    expect(feeOfPreview(1n, '50')).toBe(0n);
  });
  it('charges the withdrawal fee percentage, never below the minimum fee', () => {
    expect(withdrawFeeOf(100_000_000n, '5', '1.000000')).toBe(5_000_000n);
    expect(withdrawFeeOf(10_000_000n, '5', '1.000000')).toBe(1_000_000n);
    expect(withdrawFeeOf(10_000_000n, '0', '0')).toBe(0n);
  });
  it('rounds a fractional minimum up to whole units', () => {
    expect(minUnitsOf('1.000000')).toBe(1n);
    expect(minUnitsOf('1.500000')).toBe(2n);
  });
});

describe('createAttemptKeys', () => {
  it('reuses the key for a retry of the same attempt and renews it otherwise', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('bob|10')).toBe('key-1');
    expect(keys.keyFor('bob|10')).toBe('key-1');
    expect(keys.keyFor('bob|11')).toBe('key-2');
    keys.complete();
    expect(keys.keyFor('bob|11')).toBe('key-3');
  });
});

describe('periodRange', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    // 2026-11-22 is a Sunday.
    expect(periodRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(periodRange('month', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(periodRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
  it('counts days inclusively', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInRange('2026-01-02', '2026-01-01')).toBe(0);
    expect(daysInRange('', '2026-01-01')).toBe(0);
  });
});

describe('totalsByType', () => {
  const line = (type: string, wallet: FinanceReportLine['wallet'], totalIn: string, totalOut: string) => ({
    type,
    wallet,
    count: 1,
    total_in: totalIn,
    total_out: totalOut,
    net: '0.000000',
  });
  it('sums each type across wallets, leaves holds out and sorts by movement', () => {
    const totals = totalsByType([
      line('swap', 'point1', '5.000000', '0.000000'),
      line('swap', 'point2', '0.000000', '5.000000'),
      line('transfer', 'point1', '100.000000', '30.500000'),
      line('withdrawal', 'withdrawal_hold', '10.000000', '0.000000'),
    ]);
    expect(totals).toEqual([
      { type: 'transfer', count: 1, totalIn: '100.000000', totalOut: '30.500000', net: '69.500000' },
      { type: 'swap', count: 2, totalIn: '5.000000', totalOut: '5.000000', net: '0.000000' },
    ]);
    expect(grandTotal(totals)).toEqual({ totalIn: '105.000000', totalOut: '35.500000', net: '69.500000' });
  });
});
