import {
  type CheckoutInput,
  type Mall,
  type OrderDetail,
  type PayType,
  mallPayTypes,
  parseMoneyToMicro,
} from '@tandem/contracts';
import type { Deps } from '../../deps';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type IdempotencyClaim, type Idempotent, runIdempotent } from '../../ledger/idempotency';
import { verifySecondaryPassword } from '../member/secondary-password.service';
import { getMemberAddress } from './mall-addresses.service';
import { type PricedCart, priceCart } from './mall-cart.service';
import { emptyCart, lockCart } from './mall-cart.repository';
import { postOrderMoney } from './mall-postings';
import { insertOrder, insertOrderEvent, insertOrderItems, setOrderFields, takeStock } from './mall-orders.repository';
import { buildOrderDetail, getMemberOrder } from './mall-orders.service';

interface Payment {
  payType: PayType;
  /** cash_voucher: the cash part the member chose. */
  cashMicro: bigint | null;
}

/**
 * What the order takes from each asset. The shop is paid in USDT, from the cash wallet, or with
 * cash_voucher partly in cash (at most the total: "cash wallet payment cannot exceed the total
 * price") and the rest in voucher points one for one; the voucher mall only in voucher points.
 */
function splitPayment(payment: Payment, totalMicro: bigint) {
  if (payment.payType === 'voucher') return { usdtMicro: 0n, voucherMicro: totalMicro };
  const cashMicro = payment.payType === 'cash' ? totalMicro : payment.cashMicro!;
  if (cashMicro > totalMicro) throw new AppError('CASH_EXCEEDS_TOTAL', { fields: { cash_amount: 'invalid' } });
  return { usdtMicro: cashMicro, voucherMicro: totalMicro - cashMicro };
}

function totalOf(cart: PricedCart, delivery: 'ship' | 'pickup') {
  const shippingFeeMicro = delivery === 'ship' ? cart.shippingFeeMicro : 0n;
  return { shippingFeeMicro, totalMicro: cart.goodsMicro + shippingFeeMicro };
}

/** Refusals the cart as it stands earns; checked before the password and again in the transaction. */
function checkCart(cart: PricedCart, delivery: 'ship' | 'pickup', payType: PayType): Mall {
  if (!cart.mall) throw new AppError('CART_EMPTY');
  if (!mallPayTypes[cart.mall].includes(payType)) throw new AppError('PAY_TYPE_NOT_ALLOWED', { mall: cart.mall });
  if (cart.lines.some((line) => !line.isAvailable)) throw new AppError('NO_PRODUCT_MATCH');
  if (delivery === 'pickup' && !cart.isPickupAllowed) throw new AppError('PICKUP_NOT_ALLOWED');
  return cart.mall;
}

/**
 * Turns the member's cart into one order. Stock is taken with a conditional update per variant
 * inside the transaction (the last unit bought twice at once: one order, the other NO_PRODUCT_MATCH),
 * the payment is one posting from the member's wallet(s) into the mall escrow, and the cart is
 * emptied. The Idempotency-Key makes a retried checkout answer the order it made.
 */
export async function checkout(
  deps: Deps,
  member: { id: bigint; language: string },
  input: CheckoutInput,
  claim: IdempotencyClaim | null,
): Promise<Idempotent<OrderDetail>> {
  if (!input.pay_type) throw new AppError('SELECT_PAY_TYPE', { fields: { pay_type: 'required' } });
  const payment: Payment = { payType: input.pay_type, cashMicro: null };
  if (input.pay_type === 'cash_voucher') {
    payment.cashMicro = input.cash_amount === undefined ? null : parseMoneyToMicro(input.cash_amount);
    if (payment.cashMicro === null) throw AppError.fields({ cash_amount: 'required' });
  }
  const preview = await priceCart(deps.db, member.id, member.language);
  checkCart(preview, input.delivery, payment.payType);
  splitPayment(payment, totalOf(preview, input.delivery).totalMicro);
  if (input.delivery === 'ship' && !input.address_id) throw new AppError('ADDRESS_REQUIRED');
  const address = input.address_id ? await getMemberAddress(deps.db, member.id, BigInt(input.address_id)) : null;
  await verifySecondaryPassword(deps, member.id, input.sec_password);
  const at = deps.clock.now();

  return runIdempotent(deps.db, claim, at, async (trx) => {
    await lockCart(trx, member.id);
    const cart = await priceCart(trx, member.id, member.language);
    const orderId = await placeOrder(trx, member.id, cart, {
      mall: checkCart(cart, input.delivery, payment.payType),
      payment,
      delivery: input.delivery,
      address: input.delivery === 'ship' ? address : null,
      at,
    });
    await emptyCart(trx, member.id);
    return buildOrderDetail(trx, await getMemberOrder(trx, member.id, orderId), member.language);
  });
}

async function placeOrder(
  trx: Trx,
  memberId: bigint,
  cart: PricedCart,
  order: {
    mall: Mall;
    payment: Payment;
    delivery: 'ship' | 'pickup';
    address: Awaited<ReturnType<typeof getMemberAddress>> | null;
    at: Date;
  },
): Promise<bigint> {
  const { shippingFeeMicro, totalMicro } = totalOf(cart, order.delivery);
  const paid = splitPayment(order.payment, totalMicro);
  // In variant order, so two checkouts sharing variants lock them in the same order.
  const lines = [...cart.lines].sort((a, b) => (a.variant.variant_id < b.variant.variant_id ? -1 : 1));
  for (const line of lines) {
    if (!line.variant.is_sellable || !(await takeStock(trx, line.variant.variant_id, line.quantity))) {
      throw new AppError('NO_PRODUCT_MATCH');
    }
  }
  const address = order.address;
  const orderId = await insertOrder(trx, {
    member_id: memberId,
    mall: order.mall,
    store_id: cart.storeId,
    status: 'pending',
    pay_type: order.payment.payType,
    goods_micro: cart.goodsMicro,
    shipping_fee_micro: shippingFeeMicro,
    total_micro: totalMicro,
    paid_usdt_micro: paid.usdtMicro,
    paid_voucher_micro: paid.voucherMicro,
    delivery: order.delivery,
    ship_receiver: address?.receiver ?? null,
    ship_phone: address?.phone ?? null,
    ship_address: address?.address ?? null,
    ship_state: address?.state ?? null,
    ship_postcode: address?.postcode ?? null,
    ship_country: address?.country_name ?? null,
    created_at: order.at,
    updated_at: order.at,
  });
  await insertOrderItems(
    trx,
    cart.lines.map((line) => ({
      order_id: orderId,
      product_id: line.variant.product_id,
      variant_id: line.variant.variant_id,
      title: line.variant.title,
      variant_label: line.variant.label,
      image_path: line.variant.image_path,
      unit_price_micro: BigInt(line.variant.unit_price_micro),
      quantity: line.quantity,
      line_micro: line.lineMicro,
    })),
  );
  const money = {
    id: orderId,
    member_id: memberId,
    paid_usdt_micro: paid.usdtMicro,
    paid_voucher_micro: paid.voucherMicro,
  };
  const journalId = await postOrderMoney(trx, money, 'mall_order', order.at);
  await setOrderFields(trx, orderId, { payment_journal_id: journalId });
  await insertOrderEvent(trx, {
    order_id: orderId,
    status: 'pending',
    actor: 'member',
    staff_id: null,
    note: null,
    at: order.at,
  });
  return orderId;
}
