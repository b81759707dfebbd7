import { describe, expect, it } from 'vitest';
import { businessToday, daysInRange, periodRange } from './report-period';

describe('report periods', () => {
  it('counts today in the business time zone, not the device', () => {
    // 17:30 UTC is already the next day in Singapore (UTC+8) but not in New York.
    const at = new Date('2026-11-22T17:30:00Z');
    expect(businessToday('Asia/Singapore', at)).toBe('2026-11-23');
    expect(businessToday('America/New_York', at)).toBe('2026-11-22');
  });

  it('falls back to the device date for an unknown zone', () => {
    expect(businessToday('Not/AZone', new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('builds preset ranges ending today', () => {
    expect(periodRange('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(periodRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
  });
});
