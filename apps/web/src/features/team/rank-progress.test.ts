import { describe, expect, it } from 'vitest';
import { rankProgress } from './rank-progress';

describe('rankProgress', () => {
  it('measures the way from one rank threshold to the next', () => {
    expect(rankProgress('2500.000000', '0', '10000.000000')).toBe(25);
    expect(rankProgress('30000', '10000', '50000')).toBe(50);
    expect(rankProgress('1234.5', '0', '10000')).toBe(12.3);
  });
  it('stays within 0–100', () => {
    expect(rankProgress('0', '0', '10000')).toBe(0);
    expect(rankProgress('5000', '10000', '50000')).toBe(0);
    expect(rankProgress('99999', '10000', '50000')).toBe(100);
    expect(rankProgress('1', '10000', '10000')).toBe(100);
  });
});
