import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { creditForTest } from '../../ledger/ledger.testing';
import { type TestApp, buildTestApp } from '../../test/build-test-app';
import { SEC, USDT, createPayer, postSwap, postTransfer } from './wallet.testing';

/** Seeded so a failure replays exactly: PROPERTY_SEED=<n> reruns one sequence. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261122);
/**
 * A fixed number of operations, never a time budget, so a slow or busy machine cannot change the
 * outcome; PROPERTY_OPERATIONS=3000 runs a longer sequence.
 */
const OPERATIONS = Number(process.env.PROPERTY_OPERATIONS ?? 500);
const FEE_PERCENT = '1.5';
const FEE_BPS = 150n;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Wallet = 'point1' | 'point2' | 'point3' | 'point4' | 'point5';
const wallets: Wallet[] = ['point1', 'point2', 'point3', 'point4', 'point5'];

describe(`ledger property test (seed ${SEED})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(() => t.close());

  it('random credits, transfers, swaps, retries and bad inputs always match an independent model', async () => {
    const random = mulberry32(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

    await t.app.deps.settings.set('TRANSFER_FEE', FEE_PERCENT, null);
    // m0 ← m1 ← {m2, m3}; m4 stands alone.
    const m0 = await createPayer(t);
    const m1 = await createPayer(t, m0.id);
    const m2 = await createPayer(t, m1.id);
    const m3 = await createPayer(t, m1.id);
    const m4 = await createPayer(t);
    const members = [m0, m1, m2, m3, m4];
    const parent = new Map<bigint, bigint | null>([
      [m0.id, null],
      [m1.id, m0.id],
      [m2.id, m1.id],
      [m3.id, m1.id],
      [m4.id, null],
    ]);
    const isAncestor = (ancestor: bigint, of: bigint) => {
      for (let p = parent.get(of) ?? null; p !== null; p = parent.get(p) ?? null) if (p === ancestor) return true;
      return false;
    };
    const related = (a: bigint, b: bigint) => isAncestor(a, b) || isAncestor(b, a);

    const model = new Map<bigint, Record<Wallet, bigint>>(
      members.map((m) => [m.id, { point1: 0n, point2: 0n, point3: 0n, point4: 0n, point5: 0n }]),
    );
    let feeRevenue = 0n;
    const done: Array<{
      token: string;
      kind: 'transfer' | 'swap';
      key: string;
      body: Record<string, unknown>;
      response: unknown;
    }> = [];
    const counts: Record<string, number> = {};
    const count = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);

    const checkBalances = async (step: number, op: string) => {
      const rows = await t.db
        .selectFrom('accounts')
        .select(['member_id', 'kind', 'balance_micro'])
        .where(
          'member_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      const actual = new Map(
        members.map((m) => [
          m.id,
          { point1: 0n, point2: 0n, point3: 0n, point4: 0n, point5: 0n } as Record<Wallet, bigint>,
        ]),
      );
      for (const r of rows) actual.get(r.member_id!)![r.kind as Wallet] = r.balance_micro!;
      expect(actual, `after step ${step} (${op})`).toEqual(model);
    };

    let step = 0;
    for (; step < OPERATIONS; step++) {
      const roll = random();
      let op: string;
      if (roll < 0.15) {
        op = 'credit';
        const m = pick(members);
        const wallet = pick(['point1', 'point1', 'point2', 'point3'] as const);
        const amount = BigInt(int(1, 200)) * USDT + (random() < 0.3 ? BigInt(int(1, 999_999)) : 0n);
        await creditForTest(t.db, m.id, amount, { kind: wallet });
        model.get(m.id)![wallet] += amount;
      } else if (roll < 0.55) {
        op = 'transfer';
        const from = pick(members);
        const to = pick(members);
        const units = int(1, 180);
        const body = { username: to.username, amount: String(units), sec_password: SEC };
        const key = randomUUID();
        const res = await postTransfer(t, from.token, body, key);
        const amount = BigInt(units) * USDT;
        const fee = (amount * FEE_BPS) / 10_000n;
        const expected =
          from.id === to.id
            ? 'TRANSFER_TO_SELF'
            : !related(from.id, to.id)
              ? 'RECEIVER_NOT_IN_TEAM'
              : model.get(from.id)!.point1 < amount + fee
                ? 'INSUFFICIAN_BALANCE'
                : 'OK';
        expect(res.json().message, `step ${step} transfer`).toBe(expected);
        if (expected === 'OK') {
          model.get(from.id)!.point1 -= amount + fee;
          model.get(to.id)!.point1 += amount;
          feeRevenue += fee;
          done.push({ token: from.token, kind: 'transfer', key, body, response: res.json() });
        }
        op = `transfer ${expected}`;
      } else if (roll < 0.75) {
        const m = pick(members);
        const fromWallet = pick(wallets);
        const toWallet = random() < 0.8 ? 'point1' : pick(wallets);
        const units = int(1, 120);
        const body = { from_wallet: fromWallet, to_wallet: toWallet, amount: String(units), sec_password: SEC };
        const key = randomUUID();
        const res = await postSwap(t, m.token, body, key);
        const amount = BigInt(units) * USDT;
        const allowed = (fromWallet === 'point2' || fromWallet === 'point3') && toWallet === 'point1';
        const expected = !allowed
          ? 'SWAP_NOT_ALLOWED'
          : model.get(m.id)![fromWallet] < amount
            ? 'INSUFFICIAN_BALANCE'
            : 'OK';
        expect(res.json().message, `step ${step} swap`).toBe(expected);
        if (expected === 'OK') {
          model.get(m.id)![fromWallet] -= amount;
          model.get(m.id)![toWallet] += amount;
          done.push({ token: m.token, kind: 'swap', key, body, response: res.json() });
        }
        op = `swap ${expected}`;
      } else if (roll < 0.85 && done.length > 0) {
        op = 'retry same body';
        const prior = pick(done);
        const res =
          prior.kind === 'transfer'
            ? await postTransfer(t, prior.token, prior.body, prior.key)
            : await postSwap(t, prior.token, prior.body, prior.key);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(prior.response);
      } else if (roll < 0.92 && done.length > 0) {
        op = 'retry other body';
        const prior = pick(done);
        const body = { ...prior.body, amount: String(Number(prior.body.amount) + int(1, 5)) };
        const res =
          prior.kind === 'transfer'
            ? await postTransfer(t, prior.token, body, prior.key)
            : await postSwap(t, prior.token, body, prior.key);
        expect([res.statusCode, res.json().message]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
      } else {
        op = 'bad input';
        const from = pick(members);
        const amount = pick(['0', '-3', '1.5', '1e2', 'ten', '', '12345678901234567890', 7.25, -1]);
        const res =
          random() < 0.5
            ? await postTransfer(t, from.token, { username: pick(members).username, amount, sec_password: SEC })
            : await postSwap(t, from.token, { from_wallet: 'point2', to_wallet: 'point1', amount, sec_password: SEC });
        expect([res.statusCode, res.json().message]).toEqual([400, 'VALIDATION_ERROR']);
      }
      count(op.split(' ')[0]!);
      await checkBalances(step, op);
    }

    expect(step).toBe(OPERATIONS);
    expect(counts.transfer).toBeGreaterThan(0);
    expect(counts.swap).toBeGreaterThan(0);
    expect(counts.retry).toBeGreaterThan(0);
    const revenue = await sql<{ total: bigint | string | null }>`
      select sum(e.amount_micro) as total from entries e join accounts a on a.id = e.account_id
      where a.kind = 'fee_revenue'`.execute(t.db);
    expect(BigInt(revenue.rows[0]?.total ?? 0)).toBe(feeRevenue);
    expect(await auditLedger(t.db)).toEqual([]);
  }, 300_000);
});
