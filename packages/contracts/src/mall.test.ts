import { describe, expect, it } from 'vitest';
import {
  checkoutInput,
  findOrderTransition,
  nextOrderStatuses,
  orderRequestDeadline,
  orderStatuses,
  orderTransitions,
} from './mall';

describe('order transitions', () => {
  it('lets the member only cancel before shipping and confirm receipt of a shipped order', () => {
    const memberMoves = orderStatuses.flatMap((from) =>
      nextOrderStatuses(from, 'member', 'ship').map((to) => `${from}>${to}`),
    );
    expect(memberMoves).toEqual(['pending>cancelled', 'processing>cancelled', 'shipped>received']);
  });

  it('keeps ship and pick-up orders on their own roads', () => {
    expect(nextOrderStatuses('processing', 'staff', 'ship')).toEqual(['ready_to_ship', 'cancelled']);
    expect(nextOrderStatuses('processing', 'staff', 'pickup')).toEqual(['ready_pickup', 'cancelled']);
    expect(findOrderTransition('ready_to_ship', 'shipped', 'staff', 'pickup')).toBeUndefined();
    expect(findOrderTransition('ready_pickup', 'pickup_confirmed', 'store', 'pickup')).toBeDefined();
  });

  it('ends at received, pick-up confirmed and cancelled, and never moves out of them', () => {
    for (const end of ['received', 'pickup_confirmed', 'cancelled'] as const) {
      expect(orderTransitions.filter((t) => t.from === end)).toEqual([]);
    }
    expect(nextOrderStatuses('shipped', 'staff', 'ship')).toEqual(['received']);
  });

  it('counts the request windows from receipt: 14 days to exchange, 30 to report an error', () => {
    const received = new Date('2026-11-01T10:00:00Z');
    expect(orderRequestDeadline('exchange', received).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(orderRequestDeadline('error', received).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('leaves a missing pay type to the service (SELECT_PAY_TYPE) and checks the cash part as an amount', () => {
    const parsed = checkoutInput.parse({ sec_password: 'x' });
    expect(parsed).toMatchObject({ delivery: 'ship' });
    expect(parsed.pay_type).toBeUndefined();
    expect(checkoutInput.safeParse({ sec_password: 'x', cash_amount: '-1' }).success).toBe(false);
  });
});
