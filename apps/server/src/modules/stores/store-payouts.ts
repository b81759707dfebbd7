import { ORDER_REQUEST_WINDOW_DAYS } from '@tandem/contracts';
import type { Deps } from '../../deps';
import { type Trx, inTransaction } from '../../db/transaction';
import { type JobErrorLog, startPeriodicJob } from '../../lib/periodic-job';
import { type Leg, postJournal } from '../../ledger/post-journal';
import { claimPayout, findDueOrderIds, lockDueOrder, setPayoutJournal } from './stores.repository';

/**
 * The store's proceeds (docs/decisions/015-store-members.md). A store order's payment waits in the
 * mall escrow until the goods reached the buyer (received or picked up) and the 14-day exchange window
 * has passed with no request waiting for an answer. Then one journal, once per order, moves it out:
 * the cash (USDT) part to the store owner's cash wallet (point1) less the operator's commission
 * (STORE_COMMISSION_BPS) to the mall's revenue, and any voucher points to the mall's revenue too (a
 * store is paid in cash only; voucher points are the platform's). A cancelled order never gets here:
 * its refund emptied the escrow.
 */

/** How many due orders one pass reads at a time. */
export const STORE_PAYOUT_BATCH = 100;
/** How often the job looks for due orders. */
export const STORE_PAYOUT_INTERVAL_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BPS_WHOLE = 10_000n;

export type PayoutDeps = Pick<Deps, 'db' | 'clock' | 'settings'>;

/** Goods received before this instant have had their whole exchange window by `now`. */
export function payoutCutoff(now: Date): Date {
  return new Date(now.getTime() - ORDER_REQUEST_WINDOW_DAYS.exchange * DAY_MS);
}

/** The operator's share of `grossMicro` at `bps` basis points, rounded down (the store keeps the rest). */
export function commissionOf(grossMicro: bigint, bps: number): bigint {
  return (grossMicro * BigInt(bps)) / BPS_WHOLE;
}

interface DueOrder {
  id: bigint;
  store_id: bigint | null;
  store_member_id: bigint;
  paid_usdt_micro: bigint;
  paid_voucher_micro: bigint;
}

function payoutLegs(order: DueOrder, commissionMicro: bigint): Leg[] {
  const netMicro = order.paid_usdt_micro - commissionMicro;
  const legs: Leg[] = [
    { account: { platform: 'mall_escrow', asset: 'USDT' }, amountMicro: -order.paid_usdt_micro },
    { account: { memberId: order.store_member_id, kind: 'point1' }, amountMicro: netMicro },
    { account: { platform: 'mall_revenue', asset: 'USDT' }, amountMicro: commissionMicro },
    { account: { platform: 'mall_escrow', asset: 'VOUCHER' }, amountMicro: -order.paid_voucher_micro },
    { account: { platform: 'mall_revenue', asset: 'VOUCHER' }, amountMicro: order.paid_voucher_micro },
  ];
  return legs.filter((leg) => leg.amountMicro !== 0n);
}

/**
 * Pays one order if it is still due, in one transaction: the order row is locked, the payout row is
 * the once-only guard (a second run at once finds it and pays nothing), then the journal (its business
 * key names the order too). Answers whether this call paid it.
 */
async function payOrder(trx: Trx, orderId: bigint, cutoff: Date, bps: number, at: Date): Promise<boolean> {
  const order = await lockDueOrder(trx, orderId, cutoff);
  if (!order || order.store_id === null) return false;
  const commissionMicro = commissionOf(order.paid_usdt_micro, bps);
  const claimed = await claimPayout(trx, {
    order_id: order.id,
    store_id: order.store_id,
    gross_usdt_micro: order.paid_usdt_micro,
    commission_bps: bps,
    commission_micro: commissionMicro,
    net_micro: order.paid_usdt_micro - commissionMicro,
    voucher_micro: order.paid_voucher_micro,
    paid_at: at,
  });
  if (!claimed) return false;
  const posted = await postJournal(trx, {
    type: 'store_payout',
    businessKey: `store_payout:${order.id}`,
    memberId: order.store_member_id,
    legs: payoutLegs(order, commissionMicro),
    metadata: {
      order_id: order.id,
      store_id: order.store_id,
      gross_usdt_micro: order.paid_usdt_micro,
      commission_bps: bps,
      commission_micro: commissionMicro,
      voucher_micro: order.paid_voucher_micro,
    },
    at,
  });
  await setPayoutJournal(trx, order.id, posted.journalId);
  return true;
}

/**
 * Pays every store order due at the clock's now, oldest first; answers how many this run paid. Safe to
 * run from several places at once (the job, a staff request, another server): each order is paid once.
 */
export async function payDueStoreOrders(deps: PayoutDeps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = payoutCutoff(now);
  const bps = Number(await deps.settings.get('STORE_COMMISSION_BPS'));
  let paid = 0;
  let afterId = 0n;
  for (;;) {
    const ids = await findDueOrderIds(deps.db, cutoff, afterId, STORE_PAYOUT_BATCH);
    for (const id of ids) {
      if (await inTransaction(deps.db, (trx) => payOrder(trx, id, cutoff, bps, now))) paid += 1;
    }
    if (ids.length < STORE_PAYOUT_BATCH) return paid;
    afterId = ids[ids.length - 1]!;
  }
}

/** The payout job: every STORE_PAYOUT_INTERVAL_MS while the app is open, on one server at a time (tests call payDueStoreOrders). */
export function startStorePayoutJob(deps: PayoutDeps & Pick<Deps, 'dbKind'>, log: JobErrorLog) {
  return startPeriodicJob(() => payDueStoreOrders(deps), {
    intervalMs: STORE_PAYOUT_INTERVAL_MS,
    log,
    failure: 'store payout run failed',
    name: 'store_payouts',
    lockOn: deps,
  });
}
