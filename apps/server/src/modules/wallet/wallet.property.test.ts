import {
  adminStorePaths,
  errorCatalogue,
  financePaths,
  formatMicro,
  mallPaths,
  moneyDeskPaths,
  pinPaths,
  walletPaths,
} from '@tandem/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { creditForTest } from '../../ledger/ledger.testing';
import { TEST_ADMIN_PASSWORD, type TestApp, buildTestApp } from '../../test/build-test-app';
import { type SignedInStaff, createLoggedInMember, loginToken, signIn, signInAdmin } from '../../test/factories';
import { nextIp, post, staffPost, okData } from '../../test/http';
import { makePng, multipart, png } from '../../lib/uploads.testing';
import { freshAddress } from '../withdrawals/money-desk.testing';
import { bindAddressAs, bindBankAs } from '../payout/payout.testing';
import { MoneyModel, type Outcome, type Wallet, microOf, mulberry32, wallets } from './wallet.property.model';
import type { ModelMallLine } from './wallet.property.model';
import { addAddress, createProduct } from '../mall/mall.testing';
import { apply, createStoreProduct, deliverStoreOrder } from '../stores/stores.testing';

/**
 * The money property test: seeded random sequences of every money-moving request a member or the
 * finance desk can make, through the real routes, against an independent model
 * (wallet.property.model.ts). After every step each member balance and hold equals the model's.
 * The full ledger audit (auditLedger: every money.md invariant), the platform accounts and every
 * deposit's and withdrawal's status are compared every AUDIT_EVERY steps and at the end of each
 * sequence: auditing after each of thousands of steps would make the file several times slower,
 * and a violation cannot hide for long between audits because balances are checked every step.
 *
 * A fixed number of operations, never a time budget, so a slow machine cannot change the outcome.
 * By default 4 sequences of 500 operations (2,000) on PGlite, about 40-70 s on these 2-core machines,
 * and 4 of 600 (2,400) on PostgreSQL (TEST_DATABASE_URL, the postgres phase of `npm test`), where
 * each step is quicker. PROPERTY_SEED=<n> PROPERTY_SEQUENCES=1 replays one sequence (a failure names
 * its seed and step); PROPERTY_OPERATIONS sets the operations per sequence.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
const SEQUENCES = Number(process.env.PROPERTY_SEQUENCES ?? 4);
const OPERATIONS = Number(process.env.PROPERTY_OPERATIONS ?? (process.env.TEST_DATABASE_URL ? 600 : 500));
const AUDIT_EVERY = 50;

const SEC = 'Second123';
const USDT = 1_000_000n;
const NETWORKS = {
  TRC20_USDT: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  BEP20_USDT: `0x${'52908400098527886e0f'.repeat(2)}`,
};
/** Members log in again before their 30-day sessions could end. */
const RELOGIN_AFTER_MS = 20 * 86_400_000;

interface Member {
  id: bigint;
  username: string;
  password: string;
  token: string;
  loggedInAt: number;
}

type Intent =
  | { kind: 'transfer'; member: Member; to: Member; units: number }
  | { kind: 'swap'; member: Member; from: Wallet; to: Wallet; units: number }
  | { kind: 'deposit'; member: Member; network: string; amount: string; txHash: string }
  | { kind: 'withdraw'; member: Member; bank: boolean; wallet: Wallet; units: number }
  | { kind: 'cancel'; member: Member; withdrawalId: string }
  | { kind: 'pin_buy'; member: Member; quantity: number }
  | { kind: 'pin_transfer'; member: Member; to: Member; codes: string[] }
  | { kind: 'pin_activate'; member: Member; target: Member; code: string }
  | { kind: 'mall_order'; member: Member; line: ModelMallLine; addressId: string }
  | { kind: 'mall_cancel'; member: Member; orderId: string };

interface Sent {
  intent: Intent;
  key: string;
  body: Record<string, unknown>;
  response?: unknown;
}

const statusOf = (outcome: Outcome) =>
  outcome === 'OK' ? 200 : errorCatalogue[outcome as keyof typeof errorCatalogue].status;

function pathOf(intent: Intent): string {
  switch (intent.kind) {
    case 'transfer':
      return walletPaths.walletTransfer;
    case 'swap':
      return walletPaths.changeWallet;
    case 'deposit':
      return moneyDeskPaths.deposit;
    case 'withdraw':
      return intent.bank ? moneyDeskPaths.withdrawCash : moneyDeskPaths.withdraw;
    case 'cancel':
      return moneyDeskPaths.withdrawCancel;
    case 'pin_buy':
      return pinPaths.buy;
    case 'pin_transfer':
      return pinPaths.transfer;
    case 'pin_activate':
      return pinPaths.activate;
    case 'mall_order':
      return mallPaths.checkout;
    case 'mall_cancel':
      return mallPaths.cancelOrder;
  }
}

function bodyOf(intent: Intent): Record<string, unknown> {
  switch (intent.kind) {
    case 'transfer':
      return { username: intent.to.username, amount: String(intent.units), sec_password: SEC };
    case 'swap':
      return { from_wallet: intent.from, to_wallet: intent.to, amount: String(intent.units), sec_password: SEC };
    case 'deposit':
      return { network: intent.network, amount: intent.amount, tx_hash: intent.txHash };
    case 'withdraw':
      return { amount: String(intent.units), wallet: intent.wallet, sec_password: SEC };
    case 'cancel':
      return { id: intent.withdrawalId };
    case 'pin_buy':
      return { quantity: intent.quantity, sec_password: SEC };
    case 'pin_transfer':
      return { codes: intent.codes, to_username: intent.to.username, sec_password: SEC };
    case 'pin_activate':
      return { code: intent.code, username: intent.target.username, sec_password: SEC };
    case 'mall_order': {
      const { payType, cashMicro } = intent.line;
      const cash = cashMicro === null ? {} : { cash_amount: formatMicro(cashMicro) };
      return { pay_type: payType, ...cash, delivery: 'ship', address_id: intent.addressId, sec_password: SEC };
    }
    case 'mall_cancel':
      return { id: intent.orderId };
  }
}

describe(`money property test (seeds ${SEED}..${SEED + SEQUENCES - 1}, ${OPERATIONS} operations each)`, () => {
  let t: TestApp;
  let staff: SignedInStaff;
  let screenshot: Buffer;
  /** The business date (Asia/Singapore) the clock is on, and whether it is at noon or 23:00 there. */
  let today = '2026-11-18';
  let isEvening = false;

  const setClock = async (date: string, evening: boolean) => {
    today = date;
    isEvening = evening;
    t.clock.set(`${date}T${evening ? '15' : '04'}:00:00Z`);
    // Staff sessions end after 30 idle minutes; the desk signs in again after every clock move.
    staff = await signIn(t, staff.username, TEST_ADMIN_PASSWORD, staff.secret);
  };
  const nextDate = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    const settings: Record<string, string> = {
      TRANSFER_FEE: '1.5',
      WITHDRAW_FEE: '2.5',
      WITHDRAW_MIN_AMOUNT_IN_FEE: '1.25',
      WITHDRAW_MIN_AMOUNT: '10',
      WITHDRAW_MAX_AMOUNT: '250',
      DEPOSIT_ADDRESS_TRC20_USDT: NETWORKS.TRC20_USDT,
      DEPOSIT_ADDRESS_BEP20_USDT: NETWORKS.BEP20_USDT,
      STORE_COMMISSION_BPS: '750',
    };
    for (const [key, value] of Object.entries(settings)) await t.app.deps.settings.set(key, value, null);
    t.clock.set(`${today}T04:00:00Z`);
    staff = await signInAdmin(t);
    screenshot = await makePng();
  });
  afterAll(() => t.close());

  const platformSums = async () => {
    const rows = await sql<{ kind: string; total: string | bigint | null }>`
      select a.kind, sum(e.amount_micro) as total from entries e join accounts a on a.id = e.account_id
      where a.member_id is null and a.asset = 'USDT' group by a.kind`.execute(t.db);
    const sums: Record<string, bigint> = { treasury: 0n, fee_revenue: 0n, adjustments: 0n };
    for (const r of rows.rows) sums[r.kind] = BigInt(r.total ?? 0);
    return sums;
  };

  /** A mall platform account's balance per asset (the sum of its entries). */
  const mallAccount = async (kind: 'mall_escrow' | 'mall_revenue') => {
    const rows = await sql<{ asset: string; total: string | bigint | null }>`
      select a.asset, sum(e.amount_micro) as total from entries e join accounts a on a.id = e.account_id
      where a.member_id is null and a.kind = ${kind} group by a.asset`.execute(t.db);
    const of = (asset: string) => BigInt(rows.rows.find((r) => r.asset === asset)?.total ?? 0);
    return { usdt: of('USDT'), voucher: of('VOUCHER') };
  };

  async function runSequence(seed: number) {
    const random = mulberry32(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const hex = (length: number) => Array.from({ length }, () => '0123456789abcdef'[int(0, 15)]).join('');
    /** A decimal amount of at most six places, sometimes whole. */
    const decimalAmount = (maxUnits: number) =>
      random() < 0.4 ? String(int(1, maxUnits)) : `${int(0, maxUnits)}.${String(int(1, 999_999)).padStart(6, '0')}`;
    const newKey = () => `prop-${seed}-${hex(24)}`;

    await setClock(nextDate(today, 1), false);
    const model = new MoneyModel({
      transferFeeBps: 150n,
      transferMinMicro: 1n * USDT,
      withdrawFeeBps: 250n,
      withdrawMinFeeMicro: 1_250_000n,
      withdrawMinMicro: 10n * USDT,
      withdrawMaxMicro: 250n * USDT,
      networks: new Set(Object.keys(NETWORKS)),
      pinPriceMicro: 50n * USDT,
      storeCommissionBps: 750n,
    });

    // m0 ← m1 ← {m2, m3}; m4 stands alone. m0 and m2 have a bank account bound as well as an address.
    const members: Member[] = [];
    const parents = [null, 0, 1, 1, null];
    for (const [index, parent] of parents.entries()) {
      const sponsorId = parent === null ? null : members[parent]!.id;
      const m = await createLoggedInMember(t, {
        sponsorId,
        secPassword: SEC,
        kycStatus: 'approved',
        fullname: 'Ana Lim',
      });
      const member = { ...m, token: m.token, loggedInAt: t.clock.now().getTime() };
      const address = await bindAddressAs(t, m, freshAddress());
      expect(address.statusCode, address.body).toBe(200);
      const hasBank = index === 0 || index === 2;
      if (hasBank) {
        const bank = await bindBankAs(t, m, {
          bank_country: 'Malaysia',
          bank_name: 'Maybank',
          account_holder: 'Ana Lim',
          account_number: `1234${hex(6).replace(/\D/g, '7')}`,
          branch: 'Kuala Lumpur',
          swift: 'MBBEMYKL',
        });
        expect(bank.statusCode, bank.body).toBe(200);
      }
      members.push(member);
      model.addMember(member.id, sponsorId, hasBank);
    }
    const memberIds = members.map((m) => m.id);
    const platformAtStart = await platformSums();
    const escrowAtStart = await mallAccount('mall_escrow');
    const revenueAtStart = await mallAccount('mall_revenue');

    // The mall: one shop and one voucher product with a few units each, and an address per member.
    const mallProducts = [
      { mall: 'shop' as const, unitMicro: 7_500_000n, shippingMicro: 2n * USDT, stock: 12 },
      { mall: 'voucher' as const, unitMicro: 12n * USDT, shippingMicro: 1n * USDT, stock: 8 },
    ];
    const mallVariants: string[] = [];
    for (const p of mallProducts) {
      const made = await createProduct(t, {
        mall: p.mall,
        priceUnits: p.unitMicro / USDT,
        shippingUnits: p.shippingMicro / USDT,
        variants: [{ label: 'One', stock: p.stock }],
      });
      if (p.unitMicro % USDT !== 0n) {
        await t.db
          .updateTable('mall_products')
          .set({ price_micro: p.unitMicro })
          .where('id', '=', BigInt(made.id))
          .execute();
      }
      mallVariants.push(made.variants[0]!);
      model.mallStock.set(made.variants[0]!, p.stock);
    }
    // m4 keeps a store (approved by the desk) selling one product in the shop mall; the others buy it.
    const storeOwner = members[4]!;
    const applied = await apply(t, storeOwner.token);
    const approved = await staffPost(t, staff, adminStorePaths.approve(okData(applied).id as string));
    expect(approved.statusCode, approved.body).toBe(200);
    const storeProduct = { unitMicro: 9n * USDT, stock: 10 };
    const storeVariant = (await createStoreProduct(t, storeOwner.token, { priceUnits: 9, stock: storeProduct.stock }))
      .variants[0]!.id;
    model.mallStock.set(storeVariant, storeProduct.stock);
    const addressOf = new Map<bigint, string>();
    for (const m of members) addressOf.set(m.id, await addAddress(t, m.token));

    const done: Sent[] = [];
    const failed: Sent[] = [];
    const depositHashes: Array<{ network: string; txHash: string }> = [];
    const counts: Record<string, number> = {};
    let step = 0;
    let label = '';
    const where = () => `seed ${seed}, step ${step} (${label})`;

    const expectOutcome = (res: { statusCode: number; body: string }, expected: Outcome) => {
      const message = (JSON.parse(res.body) as { message?: string }).message;
      expect([res.statusCode, message], `${where()}: ${res.body}`).toEqual([statusOf(expected), expected]);
    };

    const postAs = (path: string, member: Member, body: unknown, key: string | null) =>
      post(t, path, body, { token: member.token, headers: key === null ? {} : { 'idempotency-key': key } });

    const expectedOf = (intent: Intent): Outcome => {
      const id = intent.member.id;
      switch (intent.kind) {
        case 'transfer':
          return model.expectTransfer(id, intent.to.id, BigInt(intent.units) * USDT);
        case 'swap':
          return model.expectSwap(id, intent.from, intent.to, BigInt(intent.units) * USDT);
        case 'deposit':
          return model.expectCryptoDeposit(id, intent.network, intent.txHash.toLowerCase().replace(/^0x/, ''));
        case 'withdraw':
          return model.expectWithdrawal(id, intent.bank, intent.wallet, BigInt(intent.units) * USDT, today);
        case 'cancel':
          return model.expectCancel(id, intent.withdrawalId);
        case 'pin_buy':
          return model.expectPinPurchase(id, intent.quantity);
        case 'pin_transfer':
          return model.expectPinTransfer(id, intent.to.id, intent.codes, t.clock.now().getTime());
        case 'pin_activate':
          return model.expectPinRedeem(id, intent.target.id, intent.code, t.clock.now().getTime());
        case 'mall_order':
          return model.expectMallOrder(id, intent.line);
        case 'mall_cancel':
          return model.expectMallCancel(id, intent.orderId);
      }
    };

    /** A checkout buys what the cart holds: the member's cart is emptied and the line added first. */
    const fillCart = async (intent: Intent) => {
      if (intent.kind !== 'mall_order') return;
      await t.db.deleteFrom('mall_cart_items').where('member_id', '=', intent.member.id).execute();
      const { variantId, quantity } = intent.line;
      const added = await postAs(mallPaths.cartAdd, intent.member, { variant_id: variantId, quantity }, null);
      expectOutcome(added, model.expectMallCartAdd(intent.line));
    };

    /** Sends an intent with a key; on success the model moves and the answer is kept for replays. */
    const attempt = async (intent: Intent, key: string) => {
      const expected = expectedOf(intent);
      const body = bodyOf(intent);
      await fillCart(intent);
      const res = await postAs(pathOf(intent), intent.member, body, key);
      expectOutcome(res, expected);
      const sent: Sent = { intent, key, body };
      if (expected !== 'OK') {
        failed.push(sent);
        return expected;
      }
      const data = res.json().data;
      const id = intent.member.id;
      switch (intent.kind) {
        case 'transfer': {
          model.applyTransfer(id, intent.to.id, BigInt(intent.units) * USDT);
          expect(microOf(data.point1), where()).toBe(model.balancesOf(id).point1);
          expect(microOf(data.fee), where()).toBe(model.transferFee(BigInt(intent.units) * USDT));
          break;
        }
        case 'swap':
          model.applySwap(id, intent.from, intent.to, BigInt(intent.units) * USDT);
          break;
        case 'deposit':
          expect(data).toMatchObject({ status: 'pending', deposit_type: 'crypto', network: intent.network });
          expect(microOf(data.amount), where()).toBe(microOf(intent.amount));
          model.addDeposit({
            id: data.id,
            memberId: id,
            type: 'crypto',
            network: intent.network,
            txKey: intent.txHash.toLowerCase().replace(/^0x/, ''),
            amountMicro: microOf(intent.amount),
          });
          depositHashes.push({ network: intent.network, txHash: intent.txHash.toLowerCase().replace(/^0x/, '') });
          break;
        case 'withdraw': {
          const row = model.addWithdrawal({
            id: data.id,
            memberId: id,
            wallet: intent.wallet,
            amountMicro: BigInt(intent.units) * USDT,
            businessDay: today,
          });
          expect([data.status, data.business_day, microOf(data.fee)], where()).toEqual([
            'pending',
            today,
            row.feeMicro,
          ]);
          break;
        }
        case 'cancel':
          model.releaseWithdrawal(intent.withdrawalId, 'cancelled');
          expect(data.status, where()).toBe('cancelled');
          break;
        case 'pin_buy': {
          const codes = (data.codes as Array<{ code: string; expires_at: string }>).map((c) => c.code);
          expect(codes, where()).toHaveLength(intent.quantity);
          model.applyPinPurchase(id, codes, Date.parse(data.codes[0].expires_at));
          expect(microOf(data.point1), where()).toBe(model.balancesOf(id).point1);
          break;
        }
        case 'pin_transfer':
          model.applyPinTransfer(intent.to.id, intent.codes);
          break;
        case 'pin_activate':
          model.applyPinRedeem(intent.target.id, intent.code);
          break;
        case 'mall_order':
          model.applyMallOrder(data.id, id, intent.line);
          expect([microOf(data.paid_usdt), microOf(data.paid_voucher)], where()).toEqual([
            model.mallOrders.get(data.id)!.usdtMicro,
            model.mallOrders.get(data.id)!.voucherMicro,
          ]);
          break;
        case 'mall_cancel':
          model.applyMallCancel(intent.orderId);
          expect(data.status, where()).toBe('cancelled');
          break;
      }
      done.push({ ...sent, response: res.json() });
      return expected;
    };

    const pinsOf = (member: Member, status: 'valid' | 'activated') =>
      [...model.pins.values()].filter((p) => p.ownerId === member.id && p.status === status).map((p) => p.code);
    /** What a member asks to cancel: mostly their own pending row, sometimes any of theirs, sometimes anyone's. */
    const pickCancelTarget = (all: Array<{ id: string; memberId: bigint; status: string }>, memberId: bigint) => {
      if (all.length === 0) return null;
      const own = all.filter((row) => row.memberId === memberId);
      const pending = own.filter((row) => row.status === 'pending');
      const roll = random();
      return pending.length > 0 && roll < 0.6
        ? pick(pending).id
        : own.length > 0 && roll < 0.9
          ? pick(own).id
          : pick(all).id;
    };
    const pickWithdrawal = (status: string) => {
      const all = [...model.withdrawals.values()];
      const matching = all.filter((w) => w.status === status);
      if (random() < 0.03) return '999999999';
      return (matching.length > 0 && random() < 0.8 ? pick(matching) : all.length > 0 ? pick(all) : null)?.id ?? null;
    };
    const pickDeposit = () => {
      const all = [...model.deposits.values()];
      const pending = all.filter((d) => d.status === 'pending');
      if (random() < 0.03) return '999999999';
      return (pending.length > 0 && random() < 0.8 ? pick(pending) : all.length > 0 ? pick(all) : null)?.id ?? null;
    };

    const operations: Array<[weight: number, name: string, run: () => Promise<string | null>]> = [
      [
        8,
        'credit',
        async () => {
          const m = pick(members);
          const wallet = pick(['point1', 'point2', 'point2', 'point3'] as const);
          const amount = microOf(decimalAmount(300));
          await creditForTest(t.db, m.id, amount, { kind: wallet, at: t.clock.now() });
          model.credit(m.id, wallet, amount);
          return `credit ${wallet}`;
        },
      ],
      [
        16,
        'transfer',
        async () => {
          // Mostly to the sender's team (m0 ← m1 ← {m2, m3}), sometimes to self or a stranger.
          const team = [[1, 2, 3], [0, 2, 3], [1, 0], [1, 0], [4]];
          const from = int(0, members.length - 1);
          const to = random() < 0.75 && from !== 4 ? pick(team[from]!) : int(0, members.length - 1);
          const intent: Intent = { kind: 'transfer', member: members[from]!, to: members[to]!, units: int(1, 150) };
          return `transfer ${await attempt(intent, newKey())}`;
        },
      ],
      [
        9,
        'swap',
        async () => {
          const from = random() < 0.8 ? pick(['point2', 'point3'] as const) : pick(wallets);
          const to = random() < 0.85 ? 'point1' : pick(wallets);
          const intent: Intent = { kind: 'swap', member: pick(members), from, to, units: int(1, 120) };
          return `swap ${await attempt(intent, newKey())}`;
        },
      ],
      [
        9,
        'deposit',
        async () => {
          const network = random() < 0.08 ? 'BEP20_BTC' : pick(Object.keys(NETWORKS));
          let txHash = hex(64);
          if (depositHashes.length > 0 && random() < 0.15) {
            // The same hash again, as typed before or with 0x and in capitals.
            const prior = pick(depositHashes);
            txHash = random() < 0.5 ? prior.txHash : `0x${prior.txHash.toUpperCase()}`;
          }
          const intent: Intent = {
            kind: 'deposit',
            member: pick(members),
            network,
            amount: decimalAmount(400),
            txHash,
          };
          return `deposit ${await attempt(intent, newKey())}`;
        },
      ],
      [
        4,
        'fiat',
        async () => {
          const m = pick(members);
          // Bank transfers are whole units (decision 019).
          const amount = String(int(1, 400));
          const expected = model.expectFiatDeposit(m.id, !isEvening);
          const form = multipart({ amount, payer_name: 'Ana Lim', reference_number: `REF${hex(10)}` }, [
            png('screenshot', screenshot),
          ]);
          const res = await t.app.inject({
            method: 'POST',
            url: moneyDeskPaths.depositFiat,
            headers: { ...form.headers, authorization: `Bearer ${m.token}` },
            payload: form.payload,
            remoteAddress: nextIp(),
          });
          expectOutcome(res, expected);
          if (expected === 'OK') {
            const data = res.json().data;
            expect([data.deposit_type, data.status, microOf(data.amount)], where()).toEqual([
              'fiat',
              'pending',
              microOf(amount),
            ]);
            model.addDeposit({
              id: data.id,
              memberId: m.id,
              type: 'fiat',
              network: null,
              txKey: null,
              amountMicro: microOf(amount),
            });
          }
          return `fiat ${expected}`;
        },
      ],
      [
        8,
        'approve deposit',
        async () => {
          const id = pickDeposit();
          if (id === null) return null;
          const override = random() < 0.3 ? decimalAmount(400) : undefined;
          const expected = model.expectDepositDecision(id);
          const res = await staffPost(
            t,
            staff,
            financePaths.depositApprove(id),
            override ? { credited_amount: override } : {},
          );
          expectOutcome(res, expected);
          if (expected === 'OK') {
            const credited = override ? microOf(override) : model.deposits.get(id)!.amountMicro;
            expect(microOf(res.json().data.credited_amount), where()).toBe(credited);
            model.approveDeposit(id, credited);
          }
          return `approve-deposit ${expected}`;
        },
      ],
      [
        4,
        'reject deposit',
        async () => {
          const id = pickDeposit();
          if (id === null) return null;
          const expected = model.expectDepositDecision(id);
          expectOutcome(
            await staffPost(t, staff, financePaths.depositReject(id), { reason: 'No such transfer arrived' }),
            expected,
          );
          if (expected === 'OK') model.rejectDeposit(id);
          return `reject-deposit ${expected}`;
        },
      ],
      [
        10,
        'withdraw',
        async () => {
          const roll = random();
          const wallet: Wallet = roll < 0.7 ? 'point1' : roll < 0.85 ? 'point2' : 'point3';
          const intent: Intent = {
            kind: 'withdraw',
            member: pick(members),
            bank: random() < 0.3,
            wallet,
            units: int(5, 270),
          };
          return `withdraw ${await attempt(intent, newKey())}`;
        },
      ],
      [
        5,
        'cancel',
        async () => {
          const member = pick(members);
          const id = pickCancelTarget([...model.withdrawals.values()], member.id);
          if (id === null) return null;
          return `cancel ${await attempt({ kind: 'cancel', member, withdrawalId: id }, newKey())}`;
        },
      ],
      [
        5,
        'approve withdrawal',
        async () => {
          const id = pickWithdrawal('pending');
          if (id === null) return null;
          const expected = model.expectWithdrawalDecision(id, 'pending');
          expectOutcome(await staffPost(t, staff, financePaths.withdrawalApprove(id), {}), expected);
          if (expected === 'OK') model.approveWithdrawal(id);
          return `approve-withdrawal ${expected}`;
        },
      ],
      [
        3,
        'reject withdrawal',
        async () => {
          const id = pickWithdrawal('pending');
          if (id === null) return null;
          const expected = model.expectWithdrawalDecision(id, 'pending');
          expectOutcome(
            await staffPost(t, staff, financePaths.withdrawalReject(id), { reason: 'Address check failed' }),
            expected,
          );
          if (expected === 'OK') model.releaseWithdrawal(id, 'rejected');
          return `reject-withdrawal ${expected}`;
        },
      ],
      [
        3,
        'mark paid',
        async () => {
          const id = pickWithdrawal('approved');
          if (id === null) return null;
          const expected = model.expectWithdrawalDecision(id, 'approved');
          expectOutcome(
            await staffPost(t, staff, financePaths.withdrawalPaid(id), { reference: `0x${hex(64)}` }),
            expected,
          );
          if (expected === 'OK') model.markWithdrawalPaid(id);
          return `paid ${expected}`;
        },
      ],
      [
        7,
        'retry same body',
        async () => {
          if (done.length === 0) return null;
          const prior = pick(done);
          const res = await postAs(pathOf(prior.intent), prior.intent.member, prior.body, prior.key);
          expect([res.statusCode, res.json()], where()).toEqual([200, prior.response]);
          expect(res.headers['idempotent-replayed'], where()).toBe('true');
          return `replay ${prior.intent.kind}`;
        },
      ],
      [
        4,
        'retry other body',
        async () => {
          if (done.length === 0) return null;
          const prior = pick(done);
          const intent = prior.intent;
          let body: Record<string, unknown>;
          if (intent.kind === 'cancel') body = { id: String(BigInt(intent.withdrawalId) + BigInt(int(1, 5))) };
          else if (intent.kind === 'pin_buy') body = { ...prior.body, quantity: intent.quantity + int(1, 5) };
          else if (intent.kind === 'pin_transfer')
            body = { ...prior.body, codes: [...intent.codes, 'AAAA-BBBB-CCCC-DDDD'] };
          else if (intent.kind === 'pin_activate') body = { ...prior.body, username: pick(members).username + 'x' };
          else if (intent.kind === 'mall_cancel') body = { id: String(BigInt(intent.orderId) + BigInt(int(1, 5))) };
          else if (intent.kind === 'mall_order') body = { ...prior.body, delivery: 'pickup' };
          else if (intent.kind === 'deposit') body = { ...prior.body, amount: String(int(401, 999)) };
          else body = { ...prior.body, amount: String(Number(prior.body.amount) + int(1, 5)) };
          const res = await postAs(pathOf(intent), intent.member, body, prior.key);
          expectOutcome(res, 'IDEMPOTENCY_KEY_REUSED');
          return `reused-key ${intent.kind}`;
        },
      ],
      [
        3,
        'retry after failure',
        async () => {
          // A refused request stores nothing: sent again with the same key, it is judged afresh.
          if (failed.length === 0) return null;
          const index = Math.floor(random() * failed.length);
          const prior = failed.splice(index, 1)[0]!;
          return `retry ${prior.intent.kind} ${await attempt(prior.intent, prior.key)}`;
        },
      ],
      [
        4,
        'bad input',
        async () => {
          const m = pick(members);
          const amount = pick(['0', '-3', '1e2', 'ten', '', '12345678901234567890', -1, '1.1234567']);
          const whole = pick(['2.5', ...[amount]]);
          const roll = int(0, 4);
          const res =
            roll === 0
              ? await postAs(
                  walletPaths.walletTransfer,
                  m,
                  { username: pick(members).username, amount: whole, sec_password: SEC },
                  newKey(),
                )
              : roll === 1
                ? await postAs(
                    walletPaths.changeWallet,
                    m,
                    { from_wallet: 'point2', to_wallet: 'point1', amount: whole, sec_password: SEC },
                    newKey(),
                  )
                : roll === 2
                  ? await postAs(moneyDeskPaths.withdraw, m, { amount: whole, sec_password: SEC }, newKey())
                  : roll === 3
                    ? await postAs(
                        moneyDeskPaths.deposit,
                        m,
                        { network: 'TRC20_USDT', amount, tx_hash: hex(64) },
                        newKey(),
                      )
                    : await postAs(
                        walletPaths.walletTransfer,
                        m,
                        { username: pick(members).username, amount: '5', sec_password: SEC },
                        pick(['short', 'has space in it', 'x'.repeat(101)]),
                      );
          expectOutcome(res, 'VALIDATION_ERROR');
          return 'bad-input';
        },
      ],
      [
        3,
        'credit voucher',
        async () => {
          const m = pick(members);
          const amount = microOf(decimalAmount(80));
          await creditForTest(t.db, m.id, amount, { kind: 'point5', at: t.clock.now() });
          model.creditVoucher(m.id, amount);
          return 'credit point5';
        },
      ],
      [
        6,
        'mall order',
        async () => {
          const member = pick(members);
          const index = int(0, 1);
          const p = mallProducts[index]!;
          // Mostly the mall's own pay types; sometimes the other mall's, or a cash part over the total.
          const payType =
            random() < 0.1
              ? pick(['cash', 'voucher'] as const)
              : p.mall === 'voucher'
                ? 'voucher'
                : pick(['cash', 'cash_voucher'] as const);
          const line: ModelMallLine = {
            mall: p.mall,
            variantId: mallVariants[index]!,
            quantity: int(1, 3),
            unitMicro: p.unitMicro,
            shippingMicro: p.shippingMicro,
            payType,
            cashMicro: payType === 'cash_voucher' ? microOf(decimalAmount(30)) : null,
            storeOwnerId: null,
          };
          const intent: Intent = { kind: 'mall_order', member, line, addressId: addressOf.get(member.id)! };
          return `mall-order ${await attempt(intent, newKey())}`;
        },
      ],
      [
        4,
        'mall cancel',
        async () => {
          const member = pick(members);
          const id = pickCancelTarget([...model.mallOrders.values()], member.id);
          if (id === null) return null;
          return `mall-cancel ${await attempt({ kind: 'mall_cancel', member, orderId: id }, newKey())}`;
        },
      ],
      [
        3,
        'store order',
        async () => {
          // Anyone but the owner buys from the store, in cash or cash and voucher points (sometimes voucher).
          const member = pick(members.slice(0, 4));
          const payType = random() < 0.1 ? 'voucher' : pick(['cash', 'cash_voucher'] as const);
          const line: ModelMallLine = {
            mall: 'shop',
            variantId: storeVariant,
            quantity: int(1, 2),
            unitMicro: storeProduct.unitMicro,
            shippingMicro: 0n,
            payType,
            cashMicro: payType === 'cash_voucher' ? microOf(decimalAmount(15)) : null,
            storeOwnerId: storeOwner.id,
          };
          const intent: Intent = { kind: 'mall_order', member, line, addressId: addressOf.get(member.id)! };
          return `store-order ${await attempt(intent, newKey())}`;
        },
      ],
      [
        3,
        'store deliver',
        async () => {
          // The store ships one of its pending orders; the buyer confirms receipt (the window starts).
          const deliverable = [...model.mallOrders.values()].filter((o) => model.isDeliverable(o.id));
          if (deliverable.length === 0) return null;
          const order = pick(deliverable);
          const buyer = members.find((m) => m.id === order.memberId)!;
          await deliverStoreOrder(t, storeOwner.token, buyer.token, order.id);
          model.applyStoreDelivery(order.id, t.clock.now().getTime());
          return 'store-deliver OK';
        },
      ],
      [2, 'store payout', async () => `store-payout ${(await runStorePayouts()) > 0 ? 'paid' : 'none'}`],
      [
        3,
        'clock',
        async () => {
          if (!isEvening && random() < 0.3) await setClock(today, true);
          else await setClock(nextDate(today, random() < 0.8 ? 1 : int(2, 3)), false);
          for (const m of members) {
            if (t.clock.now().getTime() - m.loggedInAt > RELOGIN_AFTER_MS) {
              m.token = await loginToken(t, m.username, m.password);
              m.loggedInAt = t.clock.now().getTime();
            }
          }
          return `clock ${today}${isEvening ? ' 23:00' : ' 12:00'}`;
        },
      ],
      [
        4,
        'pin buy',
        async () => {
          const intent: Intent = { kind: 'pin_buy', member: pick(members), quantity: int(1, 3) };
          return `pin-buy ${await attempt(intent, newKey())}`;
        },
      ],
      [
        4,
        'pin transfer',
        async () => {
          // Mostly the sender's own valid codes to its team; sometimes a code it does not hold, or to a stranger.
          const team = [[1, 2, 3], [0, 2, 3], [1, 0], [1, 0], [4]];
          const from = int(0, members.length - 1);
          const own = pinsOf(members[from]!, 'valid');
          const all = [...model.pins.keys()];
          if (all.length === 0) return null;
          const codes = own.length > 0 && random() < 0.8 ? own.slice(0, int(1, 2)) : [pick(all)];
          const to = random() < 0.8 && from !== 4 ? pick(team[from]!) : int(0, members.length - 1);
          const intent: Intent = { kind: 'pin_transfer', member: members[from]!, to: members[to]!, codes };
          return `pin-transfer ${await attempt(intent, newKey())}`;
        },
      ],
      [
        3,
        'pin activate',
        async () => {
          // The holder's own account or a downline's (m0 ← m1 ← {m2, m3}), sometimes an upline or a stranger.
          const downline = [[0, 1, 2, 3], [1, 2, 3], [2], [3], [4]];
          const from = int(0, members.length - 1);
          const own = pinsOf(members[from]!, random() < 0.85 ? 'valid' : 'activated');
          const all = [...model.pins.keys()];
          if (all.length === 0) return null;
          const code = own.length > 0 && random() < 0.85 ? pick(own) : pick(all);
          const target = random() < 0.85 ? pick(downline[from]!) : int(0, members.length - 1);
          const intent: Intent = { kind: 'pin_activate', member: members[from]!, target: members[target]!, code };
          return `pin-activate ${await attempt(intent, newKey())}`;
        },
      ],
    ];
    /** The desk runs the store payouts: exactly the orders the model finds due are paid, once. */
    async function runStorePayouts() {
      const res = await staffPost(t, staff, adminStorePaths.payoutRun);
      expect(res.statusCode, `${where()}: ${res.body}`).toBe(200);
      const paid = model.applyStorePayouts(t.clock.now().getTime());
      expect(res.json().data.paid_orders, where()).toBe(paid);
      return paid;
    }

    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const chooseOperation = () => {
      let roll = random() * totalWeight;
      for (const operation of operations) {
        roll -= operation[0];
        if (roll < 0) return operation;
      }
      return operations[0]!;
    };

    const checkBalances = async () => {
      const rows = await t.db
        .selectFrom('accounts')
        .select(['member_id', 'kind', 'balance_micro'])
        .where('member_id', 'in', memberIds)
        .execute();
      const actual = new Map(memberIds.map((id) => [id, zeroed(model.balancesOf(id))]));
      for (const r of rows) actual.get(r.member_id!)![r.kind] = r.balance_micro ?? 0n;
      const expected = new Map(memberIds.map((id) => [id, model.balancesOf(id)]));
      expect(actual, where()).toEqual(expected);
    };

    const checkEverything = async () => {
      expect(await auditLedger(t.db), where()).toEqual([]);
      const platform = await platformSums();
      expect(
        {
          treasury: platform.treasury! - platformAtStart.treasury!,
          fee_revenue: platform.fee_revenue! - platformAtStart.fee_revenue!,
          adjustments: platform.adjustments! - platformAtStart.adjustments!,
        },
        where(),
      ).toEqual({
        treasury: model.treasuryMicro,
        fee_revenue: model.feeRevenueMicro,
        adjustments: model.adjustmentsMicro,
      });
      const escrow = await mallAccount('mall_escrow');
      const revenue = await mallAccount('mall_revenue');
      expect(
        [
          escrow.usdt - escrowAtStart.usdt,
          escrow.voucher - escrowAtStart.voucher,
          revenue.usdt - revenueAtStart.usdt,
          revenue.voucher - revenueAtStart.voucher,
        ],
        where(),
      ).toEqual([
        model.mallEscrowUsdtMicro,
        model.mallEscrowVoucherMicro,
        model.mallRevenueUsdtMicro,
        model.mallRevenueVoucherMicro,
      ]);
      const deposits = await t.db
        .selectFrom('deposits')
        .select(['id', 'status'])
        .where('member_id', 'in', memberIds)
        .execute();
      expect(Object.fromEntries(deposits.map((d) => [String(d.id), d.status])), where()).toEqual(
        Object.fromEntries([...model.deposits.values()].map((d) => [d.id, d.status])),
      );
      const withdrawals = await t.db
        .selectFrom('withdrawals')
        .select(['id', 'status'])
        .where('member_id', 'in', memberIds)
        .execute();
      expect(Object.fromEntries(withdrawals.map((w) => [String(w.id), w.status])), where()).toEqual(
        Object.fromEntries([...model.withdrawals.values()].map((w) => [w.id, w.status])),
      );
      const pins = await t.db
        .selectFrom('activation_codes')
        .select(['code', 'owner_id', 'status', 'activated_member_id'])
        .where((eb) => eb.or([eb('owner_id', 'in', memberIds), eb('activated_member_id', 'in', memberIds)]))
        .execute();
      expect(Object.fromEntries(pins.map((p) => [p.code, `${p.owner_id} ${p.status}`])), where()).toEqual(
        Object.fromEntries([...model.pins.values()].map((p) => [p.code, `${p.ownerId} ${p.status}`])),
      );
      expect(
        pins.flatMap((p) => (p.activated_member_id === null ? [] : [p.activated_member_id])).sort(),
        where(),
      ).toEqual([...model.activated].sort());
    };

    for (step = 0; step < OPERATIONS; step++) {
      const [, name, run] = chooseOperation();
      label = name;
      const outcome = await run();
      if (outcome === null) {
        label = `${name}: nothing to act on`;
        continue;
      }
      label = outcome;
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      await checkBalances();
      if ((step + 1) % AUDIT_EVERY === 0) await checkEverything();
    }
    // Every delivered store order is paid before the next sequence, whose model knows nothing of this one's.
    label = 'store payouts at the end of the sequence';
    await setClock(nextDate(today, 15), false);
    const drained = `store-payout ${(await runStorePayouts()) > 0 ? 'paid' : 'none'}`;
    counts[drained] = (counts[drained] ?? 0) + 1;
    await checkBalances();
    label = 'end of sequence';
    await checkEverything();
    return counts;
  }

  const allCounts: Record<string, number> = {};
  for (let i = 0; i < SEQUENCES; i++) {
    const seed = SEED + i;
    it(`sequence ${i + 1} (PROPERTY_SEED=${seed} PROPERTY_SEQUENCES=1 replays it)`, async () => {
      const counts = await runSequence(seed);
      for (const [k, v] of Object.entries(counts)) allCounts[k] = (allCounts[k] ?? 0) + v;
    }, 600_000);
  }

  // A replay of one short sequence cannot cover everything: reported as skipped, not as passed.
  it.skipIf(SEQUENCES * OPERATIONS < 1000)('covered every kind of request and outcome the acceptance asks for', () => {
    const seen = (prefix: string) => Object.keys(allCounts).some((k) => k.startsWith(prefix));
    for (const outcome of [
      'transfer OK',
      'transfer INSUFFICIAN_BALANCE',
      'transfer RECEIVER_NOT_IN_TEAM',
      'swap OK',
      'swap SWAP_NOT_ALLOWED',
      'deposit OK',
      'deposit LAST_DEPOSIT_PENDING',
      'deposit TX_HASH_USED',
      'fiat OK',
      'fiat FIAT_DEPOSIT_CLOSED',
      'approve-deposit OK',
      'approve-deposit STATE_CHANGED',
      'reject-deposit OK',
      'withdraw OK',
      'withdraw LAST_WITHDRAWAL_PENDING',
      'withdraw REACH_TODAY_LIMIT',
      'withdraw MIN_WITHDRAW_AMOUNT',
      'withdraw no_address',
      'cancel OK',
      'cancel STATE_CHANGED',
      'approve-withdrawal OK',
      'reject-withdrawal OK',
      'paid OK',
      'replay',
      'reused-key',
      'retry',
      'bad-input',
      'clock',
      'pin-buy OK',
      'pin-buy INSUFFICIAN_BALANCE',
      'pin-transfer OK',
      'pin-transfer INCORRECT_PIN',
      'pin-activate OK',
      'pin-activate ACCOUNT_ALREADY_ACTIVATED',
      'mall-order OK',
      'mall-order INSUFFICIAN_BALANCE',
      'mall-order CASH_EXCEEDS_TOTAL',
      'mall-order PAY_TYPE_NOT_ALLOWED',
      'mall-cancel OK',
      'mall-cancel ORDER_STATUS_NOT_ALLOWED',
      'store-order OK',
      'store-deliver OK',
      'store-payout paid',
    ]) {
      expect(seen(outcome), `${outcome} never happened: ${JSON.stringify(allCounts)}`).toBe(true);
    }
  });
});

function zeroed(balances: Record<string, bigint>): Record<string, bigint> {
  return Object.fromEntries(Object.keys(balances).map((k) => [k, 0n]));
}
