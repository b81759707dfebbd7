import { describe, expect, it } from 'vitest';
import { dayStart, ordersQueryOf } from './mall-orders';

describe('the order list date filter', () => {
  it('turns a day of the reader calendar into the instant it starts, and the next day for `to`', () => {
    expect(dayStart('2026-11-26')).toBe(new Date(2026, 10, 26).toISOString());
    // `to` is the last day shown, so the API (exclusive) gets the next midnight, across a month end too.
    expect(dayStart('2026-11-30', 1)).toBe(new Date(2026, 11, 1).toISOString());
  });

  it('filters nothing for a missing or mistyped day, so an edited address cannot break the list', () => {
    expect(dayStart(undefined)).toBeUndefined();
    expect(dayStart('')).toBeUndefined();
    expect(dayStart('26/11/2026')).toBeUndefined();
    expect(dayStart('2026-11-26T00:00')).toBeUndefined();
  });

  it('sends the other filters as they are', () => {
    expect(
      ordersQueryOf({ page: 2, status: 'shipped', member: 'alice', from: '2026-11-01', to: '2026-11-01' }),
    ).toEqual({
      page: 2,
      status: 'shipped',
      member: 'alice',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 2).toISOString(),
    });
  });
});
