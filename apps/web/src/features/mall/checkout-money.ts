import { type Cart, type Delivery, type PayType, parseMoneyToMicro } from '@tandem/contracts';

/** What checkout takes from each asset: USDT from the cash wallet (point1), voucher points (point5). */
export interface PaymentSplit {
  usdtMicro: bigint;
  voucherMicro: bigint;
}

/** The cart's price with this delivery: the server's total ships; a pick-up pays no shipping fee. */
export function payableMicro(cart: Pick<Cart, 'goods_total' | 'total'>, delivery: Delivery): bigint {
  return parseMoneyToMicro(delivery === 'pickup' ? cart.goods_total : cart.total) ?? 0n;
}

/**
 * How a payment of `totalMicro` splits between the two assets, as the server will post it: all cash,
 * all voucher points, or `cashText` from the cash wallet and the rest in voucher points one for one.
 * Null when the cash part is not an amount, or more than the total (the server's CASH_EXCEEDS_TOTAL).
 */
export function paymentSplit(payType: PayType, totalMicro: bigint, cashText = ''): PaymentSplit | null {
  if (payType === 'cash') return { usdtMicro: totalMicro, voucherMicro: 0n };
  if (payType === 'voucher') return { usdtMicro: 0n, voucherMicro: totalMicro };
  const cashMicro = parseMoneyToMicro(cashText.trim());
  if (cashMicro === null || cashMicro > totalMicro) return null;
  return { usdtMicro: cashMicro, voucherMicro: totalMicro - cashMicro };
}

/** Which asset the member has too little of for this payment (the cash wallet first), or null. */
export function shortAsset(
  split: PaymentSplit,
  balances: { point1: string; point5: string },
): 'USDT' | 'VOUCHER' | null {
  if (split.usdtMicro > (parseMoneyToMicro(balances.point1) ?? 0n)) return 'USDT';
  if (split.voucherMicro > (parseMoneyToMicro(balances.point5) ?? 0n)) return 'VOUCHER';
  return null;
}

/** Units in the cart, for the cart button's count. */
export const cartUnits = (cart: Pick<Cart, 'items'> | undefined) =>
  cart?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
