import { financePaths, parseMoneyToMicro } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { USDT, fund, signInAdmin } from '../../test/factories';
import { staffGet, okData } from '../../test/http';
import { useStaff, useTestApp } from '../../test/use-test-app';
import {
  addToCart,
  createProduct,
  createShopper,
  escrowDifferences,
  platformBalance,
  postCheckout,
} from '../mall/mall.testing';
import { payDueStoreOrders } from '../stores/store-payouts';
import { buyFromStore, createStoreOwner, createStoreProduct, deliverStoreOrder } from '../stores/stores.testing';

const WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

interface Row {
  account: string;
  asset: string;
  total: string;
  accounts: number;
}
interface Flow {
  account: string;
  asset: string;
  money_in: string;
  money_out: string;
  net: string;
}

/**
 * The liability report with the mall: what the escrow holds for members' open orders (USDT and voucher
 * points apart, the USDT in the owed total) and the store payouts among the platform's movements, every
 * figure agreeing with the ledger's balances.
 */
describe('liability report: the mall escrow and store payouts', () => {
  const t = useTestApp({ auditedLedger: true, at: '2026-11-02T04:00:00Z' });
  const staff = useStaff(t, { reviewer: 'compliance' });

  let reader: { token: string } | undefined;
  const report = async () => {
    const res = await staffGet(t, reader ?? staff.admin, financePaths.liabilities);
    return okData(res) as { member_balances: Row[]; owed_usdt_total: string; platform: Flow[] };
  };
  const micro = (text: string | undefined) => parseMoneyToMicro(text ?? 'missing') ?? -1n;
  const row = (rows: Row[], account: string) => rows.find((r) => r.account === account);
  const flow = (rows: Flow[], account: string, asset: string) =>
    rows.find((r) => r.account === account && r.asset === asset);

  /** The owed total from the balances themselves: members' USDT accounts, unclaimed profit, the USDT escrow. */
  async function owedFromBalances() {
    const members = await t.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance_micro'), eb.val('0')).as('total'))
      .where('member_id', 'is not', null)
      .where('kind', '!=', 'point5')
      .executeTakeFirstOrThrow();
    const profit = await t.db
      .selectFrom('stake_accruals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_micro'), eb.val('0')).as('total'))
      .where('claimed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return BigInt(members.total) + BigInt(profit.total) + (await platformBalance(t, 'mall_escrow', 'USDT'));
  }

  it('shows the escrow apart per asset, counts its USDT as owed, and store proceeds paid as movements', async () => {
    const empty = await report();
    expect(row(empty.member_balances, 'mall_escrow_usdt')).toEqual({
      account: 'mall_escrow_usdt',
      asset: 'USDT',
      total: '0.000000',
      accounts: 0,
    });
    expect(row(empty.member_balances, 'mall_escrow_voucher')).toMatchObject({ asset: 'VOUCHER', total: '0.000000' });
    expect(flow(empty.platform, 'store_payout', 'USDT')).toMatchObject({ money_in: '0.000000', net: '0.000000' });

    // A store order paid in cash (40 USDT) and a platform voucher order (30 points), both open.
    const owner = await createStoreOwner(t, staff.reviewer);
    const product = await createStoreProduct(t, owner.token, { priceUnits: 40 });
    const { buyer, orderId } = await buyFromStore(t, product.variants[0]!.id);
    const tea = await createProduct(t, { mall: 'voucher', priceUnits: 30n, pickupAllowed: true });
    const voucherBuyer = await createShopper(t);
    await fund(t, voucherBuyer.id, 100n, 'point5');
    await addToCart(t, voucherBuyer.token, tea.variants[0]!);
    const voucherOrder = await postCheckout(t, voucherBuyer.token, { pay_type: 'voucher', delivery: 'pickup' });
    expect(voucherOrder.statusCode, voucherOrder.body).toBe(200);

    const open = await report();
    expect(row(open.member_balances, 'mall_escrow_usdt')).toMatchObject({ total: '40.000000', accounts: 1 });
    expect(row(open.member_balances, 'mall_escrow_voucher')).toMatchObject({ total: '30.000000', accounts: 1 });
    expect(micro(open.owed_usdt_total)).toBe(await owedFromBalances());
    expect(micro(row(open.member_balances, 'mall_escrow_voucher')?.total)).toBe(
      await platformBalance(t, 'mall_escrow', 'VOUCHER'),
    );

    // Delivered, the exchange window passes, the store is paid: 36 to its wallet, 4 commission.
    await deliverStoreOrder(t, owner.token, buyer.token, orderId);
    t.clock.advance(WINDOW_MS + 1);
    expect(await payDueStoreOrders(t.app.deps)).toBe(1);
    reader = await signInAdmin(t, staff.admin.secret); // two weeks on, the first session has expired

    const paid = await report();
    expect(row(paid.member_balances, 'mall_escrow_usdt')).toMatchObject({ total: '0.000000', accounts: 0 });
    expect(flow(paid.platform, 'store_payout', 'USDT')).toEqual({
      account: 'store_payout',
      asset: 'USDT',
      nature: 'payout',
      money_in: '40.000000',
      money_out: '36.000000',
      net: '4.000000',
    });
    expect(micro(paid.owed_usdt_total)).toBe(await owedFromBalances());
    // The owner's 36 moved from the escrow into what members hold: the owed total is unchanged by the payout
    // but for the commission, which is the platform's.
    expect(micro(open.owed_usdt_total) - micro(paid.owed_usdt_total)).toBe(4n * USDT);
    expect(await escrowDifferences(t)).toEqual([]);
  });
});
