import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { activateRefusals, buyRefusals, previewPurchase, refusedFieldOf, transferRefusals } from './pin-rules';

describe('previewPurchase', () => {
  it('multiplies the price by the quantity in micro units and compares it with the cash balance', () => {
    expect(previewPurchase('50.000000', '2', '100.000000')).toEqual({
      quantity: 2,
      total: '100.000000',
      isAffordable: true,
    });
    expect(previewPurchase('50.000000', '3', '149.999999')).toEqual({
      quantity: 3,
      total: '150.000000',
      isAffordable: false,
    });
    // A price with cents never goes through a float.
    expect(previewPurchase('0.100000', '20', '2')?.total).toBe('2.000000');
  });

  it('answers nothing for a quantity the contract refuses or an unknown price', () => {
    for (const typed of ['', '0', '21', '1.5', '-1', 'abc', '1e2']) {
      expect(previewPurchase('50', typed, '1000'), typed).toBeNull();
    }
    expect(previewPurchase('not money', '1', '1000')).toBeNull();
  });

  it('treats a balance not yet known as nothing', () => {
    expect(previewPurchase('50', '1', '')?.isAffordable).toBe(false);
  });
});

describe('refusedFieldOf', () => {
  const refusal = (code: string, fields: Record<string, string> = {}) => new ApiError(code, 422, fields);

  it('prefers the field the server named', () => {
    expect(
      refusedFieldOf(
        refusal('VALIDATION_ERROR', { to_username: 'required' }),
        ['codes', 'to_username'],
        transferRefusals,
      ),
    ).toBe('to_username');
  });

  it('puts each code where it belongs, and nothing else under a field', () => {
    expect(refusedFieldOf(refusal('INSUFFICIAN_BALANCE'), ['quantity'], buyRefusals)).toBe('quantity');
    expect(refusedFieldOf(refusal('PIN_ALREADY_USED'), ['codes', 'to_username'], transferRefusals)).toBe('codes');
    expect(refusedFieldOf(refusal('RECEIVER_NOT_IN_TEAM'), ['codes', 'to_username'], transferRefusals)).toBe(
      'to_username',
    );
    expect(refusedFieldOf(refusal('PIN_EXPIRED'), ['code', 'username'], activateRefusals)).toBe('code');
    expect(refusedFieldOf(refusal('ACTIVATE_NOT_DOWNLINE'), ['code', 'username'], activateRefusals)).toBe('username');
    expect(refusedFieldOf(refusal('INCORRECT_SEC_PASSWORD'), ['code', 'username'], activateRefusals)).toBeUndefined();
  });
});
