import type { AccountRef } from '../../ledger/accounts';
import { type Leg, postJournal } from '../../ledger/post-journal';
import type { Trx } from '../../db/transaction';

/**
 * The mall's ledger postings (docs/decisions/011-mall.md). An order's money sits in one of three
 * places: the member's wallets (point1 for USDT, point5 for voucher points), the platform's
 * `mall_escrow` while the order is open, and `mall_revenue` once the platform's own store has
 * delivered. Each movement is one journal, one leg pair per asset paid, so USDT and voucher points
 * never meet in a pair; its business key names the order, so it happens once.
 */
type Place = 'member' | 'escrow' | 'revenue';

export interface OrderMoney {
  id: bigint;
  member_id: bigint;
  paid_usdt_micro: bigint;
  paid_voucher_micro: bigint;
}

const parts = [
  { wallet: 'point1', asset: 'USDT', paid: (o: OrderMoney) => o.paid_usdt_micro },
  { wallet: 'point5', asset: 'VOUCHER', paid: (o: OrderMoney) => o.paid_voucher_micro },
] as const;

function accountAt(place: Place, order: OrderMoney, part: (typeof parts)[number]): AccountRef {
  if (place === 'member') return { memberId: order.member_id, kind: part.wallet };
  return { platform: place === 'escrow' ? 'mall_escrow' : 'mall_revenue', asset: part.asset };
}

/** What each movement is called in the journal, and where its money goes from and to. */
export const orderMovements = {
  /** Checkout: the member pays into escrow. */
  mall_order: { from: 'member', to: 'escrow' },
  /** Cancellation: exactly what was paid, per asset, back to the member's wallets. */
  mall_refund: { from: 'escrow', to: 'member' },
  /** A platform order delivered: escrow becomes the platform's sales revenue. */
  mall_sale: { from: 'escrow', to: 'revenue' },
} as const satisfies Record<string, { from: Place; to: Place }>;
export type OrderMovement = keyof typeof orderMovements;

/** Posts one movement of an order's money; answers its journal id. */
export async function postOrderMoney(trx: Trx, order: OrderMoney, movement: OrderMovement, at: Date) {
  const { from, to } = orderMovements[movement];
  const legs: Leg[] = parts.flatMap((part) => {
    const amount = part.paid(order);
    if (amount === 0n) return [];
    return [
      { account: accountAt(from, order, part), amountMicro: -amount },
      { account: accountAt(to, order, part), amountMicro: amount },
    ];
  });
  const posted = await postJournal(trx, {
    type: movement,
    businessKey: `${movement}:${order.id}`,
    memberId: order.member_id,
    legs,
    metadata: {
      // What the member's wallet records show next to the movement.
      remark: `order ${order.id}`,
      order_id: order.id,
      paid_usdt_micro: order.paid_usdt_micro,
      paid_voucher_micro: order.paid_voucher_micro,
    },
    at,
  });
  return posted.journalId;
}
