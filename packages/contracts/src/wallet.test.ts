import { describe, expect, it } from 'vitest';
import { changeWalletInput, walletTransferInput, wholeAmountField } from './wallet';

const keyOf = (value: unknown) => {
  const result = wholeAmountField.safeParse(value);
  return result.success ? `ok ${result.data}` : result.error.issues[0]?.message;
};

describe('wholeAmountField', () => {
  it.each([
    ['25', 'ok 25'],
    [' 25 ', 'ok 25'],
    [25, 'ok 25'],
    ['1000000000', 'ok 1000000000'],
    ['1000000001', 'invalid'],
    ['0', 'invalid'],
    ['00', 'invalid'],
    ['-1', 'invalid'],
    ['+1', 'invalid'],
    ['1e3', 'invalid'],
    ['1,000', 'invalid'],
    ['Infinity', 'invalid'],
    [Number.NaN, 'invalid'],
    ['2.5', 'mustBeInteger'],
    ['2.000001', 'mustBeInteger'],
    ['2.0000001', 'invalid'],
    ['', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['9'.repeat(60), 'invalid'],
  ])('%j → %s', (value, expected) => {
    expect(keyOf(value)).toBe(expected);
  });

  it('is part of the transfer and swap inputs', () => {
    expect(walletTransferInput.safeParse({ username: 'bob12', amount: '3', sec_password: 'x' }).success).toBe(true);
    expect(
      changeWalletInput.safeParse({ from_wallet: 'point6', to_wallet: 'point1', amount: '3', sec_password: 'x' })
        .success,
    ).toBe(false);
  });
});
