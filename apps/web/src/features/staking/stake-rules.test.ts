import type { StakingPackage } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { fixedPackage } from '@/test/fixtures';
import { amountProblem, annualPercentOf, dailyProfitMicro, penaltyOf, previewStake } from './stake-rules';

// The shared fixed package under its own id, its rates with two decimals, and a demo rate.
const fixed180: StakingPackage = {
  ...fixedPackage,
  id: '2',
  code: 'fixed180',
  daily_rate: '0.50',
  penalty_percent: '10.00',
  is_demo_rate: true,
};
const flexible: StakingPackage = {
  ...fixed180,
  id: '1',
  code: 'flexible',
  type: 'flexible',
  term_days: null,
  min_amount: '30.000000',
  max_amount: '1000.000000',
  step_amount: '1.000000',
  surrender_after_days: null,
};

describe('amountProblem', () => {
  it.each([
    [fixed180, '', 'required'],
    [fixed180, '0', 'required'],
    [fixed180, '99', 'belowMin'],
    [fixed180, '150', 'step'],
    [fixed180, '100', null],
    [fixed180, '12300', null],
    [flexible, '29', 'belowMin'],
    [flexible, '30', null],
    [flexible, '1000', null],
    [flexible, '1001', 'aboveMax'],
  ] as const)('%#: %s', (pkg, amount, expected) => {
    expect(amountProblem(pkg, amount)).toBe(expected);
  });
});

describe('previewStake', () => {
  it('shows daily profit, maturity and the surrender day with its penalty', () => {
    expect(previewStake(fixed180, '1000', '2026-11-20')).toEqual({
      dailyProfit: '5.000000',
      firstProfitDay: '2026-11-23',
      maturityDay: '2027-05-21',
      surrenderOpensDay: '2027-02-26',
      penalty: '100.000000',
      surrenderReturns: '900.000000',
      // Monday 2026-11-23 to Friday 2027-05-21: 25 weeks and five days, 130 business days × 5.
      termEstimate: { businessDays: 130, profit: '650.000000' },
    });
  });
  it('has no maturity or surrender for a flexible stake, and nothing for a bad amount', () => {
    const preview = previewStake(flexible, '333', '2026-11-18');
    expect(preview?.maturityDay).toBeNull();
    expect(preview?.surrenderOpensDay).toBeNull();
    expect(preview?.termEstimate).toBeNull();
    expect(preview?.dailyProfit).toBe('1.665000');
    expect(previewStake(flexible, '20', '2026-11-18')).toBeNull();
  });
  it('rounds profit and penalty down to the micro unit', () => {
    expect(dailyProfitMicro(1_000_001n, '0.33')).toBe(3_300n);
    expect(penaltyOf(999_999n, '10')).toBe(99_999n);
  });
});

describe('annualPercentOf', () => {
  it('is the daily rate times 260 business days, simple', () => {
    expect(annualPercentOf('0.30')).toBe('78');
    expect(annualPercentOf('0.50')).toBe('130');
    expect(annualPercentOf('x')).toBeNull();
  });
});
