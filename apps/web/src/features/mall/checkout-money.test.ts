import { describe, expect, it } from 'vitest';
import { cartUnits, payableMicro, paymentSplit, shortAsset } from './checkout-money';

const cart = { goods_total: '30.000000', total: '35.500000' };

describe('checkout money', () => {
  it('charges the shipping fee only for delivery', () => {
    expect(payableMicro(cart, 'ship')).toBe(35_500_000n);
    expect(payableMicro(cart, 'pickup')).toBe(30_000_000n);
  });

  it('splits a payment the way each pay type posts it', () => {
    expect(paymentSplit('cash', 35_500_000n)).toEqual({ usdtMicro: 35_500_000n, voucherMicro: 0n });
    expect(paymentSplit('voucher', 35_500_000n)).toEqual({ usdtMicro: 0n, voucherMicro: 35_500_000n });
    expect(paymentSplit('cash_voucher', 35_500_000n, ' 10.5 ')).toEqual({
      usdtMicro: 10_500_000n,
      voucherMicro: 25_000_000n,
    });
    expect(paymentSplit('cash_voucher', 35_500_000n, '35.5')).toEqual({ usdtMicro: 35_500_000n, voucherMicro: 0n });
    expect(paymentSplit('cash_voucher', 35_500_000n, '0')).toEqual({ usdtMicro: 0n, voucherMicro: 35_500_000n });
  });

  it('refuses a cash part above the total or that is not an amount', () => {
    expect(paymentSplit('cash_voucher', 35_500_000n, '35.500001')).toBeNull();
    expect(paymentSplit('cash_voucher', 35_500_000n, '')).toBeNull();
    expect(paymentSplit('cash_voucher', 35_500_000n, '-1')).toBeNull();
    expect(paymentSplit('cash_voucher', 35_500_000n, '1e3')).toBeNull();
  });

  it('names the asset the member is short of, the cash wallet first', () => {
    const balances = { point1: '10.000000', point5: '20.000000' };
    expect(shortAsset({ usdtMicro: 10_000_000n, voucherMicro: 20_000_000n }, balances)).toBeNull();
    expect(shortAsset({ usdtMicro: 10_000_001n, voucherMicro: 0n }, balances)).toBe('USDT');
    expect(shortAsset({ usdtMicro: 0n, voucherMicro: 20_000_001n }, balances)).toBe('VOUCHER');
    expect(shortAsset({ usdtMicro: 11_000_000n, voucherMicro: 21_000_000n }, balances)).toBe('USDT');
  });

  it('counts the units in the cart', () => {
    expect(cartUnits(undefined)).toBe(0);
    expect(cartUnits({ items: [{ quantity: 2 }, { quantity: 3 }] as never })).toBe(5);
  });
});
