import { financePaths, moneyDeskPaths, expectedProcessingDate } from '@tandem/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { auditLedger } from '../../ledger/audit';
import { SEC, USDT, WEDNESDAY_NOON, createAndSignIn, fund } from '../../test/factories';
import { auditRows } from '../admin/admin.testing';
import { call, expectRefusal, staffGet, staffPost, okData } from '../../test/http';
import { balancesOf, createWithdrawer, withdraw, withdrawalCount } from './money-desk.testing';

describe('withdrawals', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON, auditedLedger: true });
  const { admin } = useStaff(t, {});

  const records = (token: string) => call(t, 'GET', moneyDeskPaths.withdrawRecord, undefined, { token });

  it('refuses without approved KYC (403 NO_PERMISSION, hint kyc) and changes nothing', async () => {
    const m = await createWithdrawer(t, { kycStatus: 'pending' });
    await fund(t, m.id, 500n);
    const res = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'NO_PERMISSION', data: { hint: 'kyc' } });
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 500n * USDT, withdrawal_hold: 0n });
    expect(await withdrawalCount(t, m.id)).toBe(0);
  });

  it('needs a bound payout: no_address for the address and for the bank', async () => {
    const m = await createWithdrawer(t, { bindAddress: false });
    await fund(t, m.id, 500n);
    const crypto = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expect(crypto.statusCode).toBe(422);
    expect(crypto.json()).toMatchObject({ message: 'no_address', data: { payout: 'address' } });
    const bank = await withdraw(t, m.token, { amount: '100', sec_password: SEC }, { bank: true });
    expect(bank.json()).toMatchObject({ message: 'no_address', data: { payout: 'bank' } });
    expect(await withdrawalCount(t, m.id)).toBe(0);
  });

  it('refuses every bad amount, wallet and password with its code, and nothing changes', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 20_000n);
    const cases: Array<[Record<string, unknown>, number, string, Record<string, unknown>?]> = [
      [{ amount: '9', sec_password: SEC }, 422, 'MIN_WITHDRAW_AMOUNT', { min: '10.000000', max: '5000.000000' }],
      [{ amount: '5001', sec_password: SEC }, 422, 'MIN_WITHDRAW_AMOUNT'],
      [{ amount: '10.5', sec_password: SEC }, 400, 'VALIDATION_ERROR', { fields: { amount: 'mustBeInteger' } }],
      [{ amount: '-10', sec_password: SEC }, 400, 'VALIDATION_ERROR', { fields: { amount: 'invalid' } }],
      [{ amount: '1e3', sec_password: SEC }, 400, 'VALIDATION_ERROR', { fields: { amount: 'invalid' } }],
      [{ amount: '', sec_password: SEC }, 400, 'VALIDATION_ERROR', { fields: { amount: 'required' } }],
      [
        { amount: '100', wallet: 'point4', sec_password: SEC },
        400,
        'VALIDATION_ERROR',
        { fields: { wallet: 'invalid' } },
      ],
      [{ amount: '100', wallet: 'point5', sec_password: SEC }, 400, 'VALIDATION_ERROR'],
      [{ amount: '100', sec_password: 'Wrong1234' }, 422, 'INCORRECT_SEC_PASSWORD'],
      [{ amount: '100' }, 400, 'VALIDATION_ERROR', { fields: { sec_password: 'required' } }],
    ];
    for (const [body, status, message, data] of cases) {
      const res = await withdraw(t, m.token, body);
      expect(res.statusCode, JSON.stringify(body) + res.body).toBe(status);
      expect(res.json().message).toBe(message);
      if (data) expect(res.json().data).toMatchObject(data);
    }
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 20_000n * USDT, withdrawal_hold: 0n });
    expect(await withdrawalCount(t, m.id)).toBe(0);
  });

  it('needs amount + fee in the chosen wallet (INSUFFICIAN_BALANCE), leaving no row behind', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 100n);
    const res = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expectRefusal(res, 422, 'INSUFFICIAN_BALANCE');
    const fromProfit = await withdraw(t, m.token, { amount: '10', wallet: 'point2', sec_password: SEC });
    expect(fromProfit.json().message).toBe('INSUFFICIAN_BALANCE');
    expect(await withdrawalCount(t, m.id)).toBe(0);
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 100n * USDT, withdrawal_hold: 0n });
  });

  it('holds amount + fee, shows the record with its expected date, and allows one at a time', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 1000n);
    const res = await withdraw(t, m.token, { amount: '100', sec_password: SEC });
    expect(okData(res)).toMatchObject({
      withdraw_type: 'crypto',
      wallet: 'point1',
      amount: '100.000000',
      fee: '5.000000',
      total: '105.000000',
      status: 'pending',
      business_day: '2026-11-18',
      expected_date: '2026-11-20',
    });
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 895n * USDT, withdrawal_hold: 105n * USDT });

    const again = await withdraw(t, m.token, { amount: '10', sec_password: SEC });
    expectRefusal(again, 409, 'LAST_WITHDRAWAL_PENDING');

    const list = (await records(m.token)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: res.json().data.id, status: 'pending' });
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('charges the minimum fee on small amounts and takes it from a profit wallet too', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 11n, 'point3');
    const res = await withdraw(t, m.token, { amount: 10, wallet: 'point3', sec_password: SEC });
    expect(okData(res)).toMatchObject({ fee: '1.000000', total: '11.000000', wallet: 'point3' });
    expect(await balancesOf(t, m.id)).toMatchObject({ point3: 0n, withdrawal_hold: 11n * USDT });
  });

  it('replays an Idempotency-Key instead of asking twice', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 1000n);
    const key = 'withdraw-key-0001';
    const first = await withdraw(t, m.token, { amount: '50', sec_password: SEC }, { key });
    const second = await withdraw(t, m.token, { amount: '50', sec_password: SEC }, { key });
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await withdrawalCount(t, m.id)).toBe(1);
  });

  it('cancel returns the hold; cancelled does not count for the day; approved does', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 1000n);
    const first = (await withdraw(t, m.token, { amount: '100', sec_password: SEC })).json().data;
    const cancel = await call(t, 'POST', moneyDeskPaths.withdrawCancel, { id: first.id }, { token: m.token });
    expect(okData(cancel).status).toBe('cancelled');
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 1000n * USDT, withdrawal_hold: 0n });
    const twice = await call(t, 'POST', moneyDeskPaths.withdrawCancel, { id: first.id }, { token: m.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'STATE_CHANGED', data: { status: 'cancelled' } });

    const second = (await withdraw(t, m.token, { amount: '200', sec_password: SEC })).json().data;
    expect(second.status).toBe('pending');
    const approve = await staffPost(t, admin.token, financePaths.withdrawalApprove(second.id));
    expect(okData(approve).status).toBe('approved');
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 790n * USDT, withdrawal_hold: 0n });
    const late = await call(t, 'POST', moneyDeskPaths.withdrawCancel, { id: second.id }, { token: m.token });
    expect(late.json().message).toBe('STATE_CHANGED');

    const third = await withdraw(t, m.token, { amount: '10', sec_password: SEC });
    expectRefusal(third, 422, 'REACH_TODAY_LIMIT');

    t.clock.advance(24 * 3600_000);
    try {
      const tomorrow = await withdraw(t, m.token, { amount: '10', sec_password: SEC });
      expect(okData(tomorrow).business_day).toBe('2026-11-19');
      // Thursday + 48 h is Saturday: rolls to Monday.
      expect(tomorrow.json().data.expected_date).toBe('2026-11-23');
    } finally {
      t.clock.set(WEDNESDAY_NOON);
    }
  });

  it("another member's withdrawal cannot be cancelled (NOT_FOUND)", async () => {
    const a = await createWithdrawer(t);
    const b = await createWithdrawer(t);
    await fund(t, a.id, 100n);
    const w = (await withdraw(t, a.token, { amount: '10', sec_password: SEC })).json().data;
    const res = await call(t, 'POST', moneyDeskPaths.withdrawCancel, { id: w.id }, { token: b.token });
    expect(res.statusCode).toBe(404);
    expect(await balancesOf(t, a.id)).toMatchObject({ withdrawal_hold: 11n * USDT });
  });

  it('staff reject with a reason (funds back, reason shown), mark paid only after approval; all audited', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 1000n, 'point2');
    const w = (await withdraw(t, m.token, { amount: '100', wallet: 'point2', sec_password: SEC })).json().data;
    const early = await staffPost(t, admin.token, financePaths.withdrawalPaid(w.id), { reference: '0xabc' });
    expect(early.statusCode).toBe(409);
    const noReason = await staffPost(t, admin.token, financePaths.withdrawalReject(w.id), { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const reject = await staffPost(t, admin.token, financePaths.withdrawalReject(w.id), { reason: 'Name differs' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await balancesOf(t, m.id)).toMatchObject({ point2: 1000n * USDT, withdrawal_hold: 0n });
    const shown = (await records(m.token)).json().data.list[0];
    expect(shown).toMatchObject({ status: 'rejected', reject_reason: 'Name differs' });
    expect((await auditRows(t, 'withdrawal.reject')).at(-1)).toMatchObject({ reason: 'Name differs' });

    // Rejected does not count for the day.
    const next = (await withdraw(t, m.token, { amount: '100', wallet: 'point2', sec_password: SEC })).json().data;
    expect((await staffPost(t, admin.token, financePaths.withdrawalApprove(next.id))).statusCode).toBe(200);
    const paid = await staffPost(t, admin.token, financePaths.withdrawalPaid(next.id), { reference: 'BANKREF-77' });
    expect(okData(paid)).toMatchObject({ status: 'paid', paid_reference: 'BANKREF-77' });
    const again = await staffPost(t, admin.token, financePaths.withdrawalPaid(next.id), { reference: 'X' });
    expect(again.json().message).toBe('STATE_CHANGED');
    expect((await auditRows(t, 'withdrawal.paid')).length).toBeGreaterThan(0);
    // The member hears of each decision, in app and by mail.
    const told = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(told.map((n) => n.kind)).toEqual(['withdrawal_rejected', 'withdrawal_approved', 'withdrawal_paid']);
    expect(told[0]!.params).toMatchObject({ reason: 'Name differs', amount: '100.000000' });
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('the queue lists pending oldest first with age; only finance and superadmin may use the desk', async () => {
    const support = await createAndSignIn(t, admin, 'supportw1', 'support');
    const finance = await createAndSignIn(t, admin, 'financew1', 'finance');
    expect((await staffGet(t, support.token, financePaths.withdrawals)).statusCode).toBe(403);
    const m = await createWithdrawer(t);
    await fund(t, m.id, 100n);
    const w = (await withdraw(t, m.token, { amount: '10', sec_password: SEC })).json().data;
    expect((await staffPost(t, support.token, financePaths.withdrawalApprove(w.id))).statusCode).toBe(403);
    t.clock.advance(90_000);
    const queue = await staffGet(t, finance.token, financePaths.withdrawals, { status: 'pending' });
    const list = okData(queue).list as Array<{ id: string; created_at: string; age_seconds: number }>;
    const times = list.map((r) => r.created_at);
    expect([...times].sort()).toEqual(times);
    expect(list.find((r) => r.id === w.id)?.age_seconds).toBeGreaterThanOrEqual(90);
    t.clock.set(WEDNESDAY_NOON);
    const approve = await staffPost(t, finance.token, financePaths.withdrawalApprove(w.id));
    expect(approve.statusCode).toBe(200);
    expect((await staffPost(t, finance.token, financePaths.withdrawalApprove('999999'))).statusCode).toBe(404);
  });

  it('approve and reject of one withdrawal at once: exactly one wins, the funds stay consistent', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await createWithdrawer(t);
      await fund(t, m.id, 100n);
      const w = (await withdraw(t, m.token, { amount: '50', sec_password: SEC })).json().data;
      const [approve, reject] = await Promise.all([
        staffPost(t, admin.token, financePaths.withdrawalApprove(w.id)),
        staffPost(t, admin.token, financePaths.withdrawalReject(w.id), { reason: 'race' }),
      ]);
      const statuses = [approve.statusCode, reject.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = approve.statusCode === 409 ? approve : reject;
      expect(loser.json().message).toBe('STATE_CHANGED');
      const balances = await balancesOf(t, m.id);
      expect(balances.withdrawal_hold).toBe(0n);
      expect(balances.point1).toBe(approve.statusCode === 200 ? 47_500_000n : 100n * USDT);
    }
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('20 withdrawals by one member at once: exactly one is accepted', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 5000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(t, m.token, { amount: '100', sec_password: SEC })),
    );
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(['LAST_WITHDRAWAL_PENDING', 'REACH_TODAY_LIMIT', 'TOO_MANY_REQUESTS']).toContain(r.json().message);
    }
    expect(await withdrawalCount(t, m.id)).toBe(1);
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 4895n * USDT, withdrawal_hold: 105n * USDT });
  }, 60_000);

  it('the ledger audit notices a hold that no longer matches its pending withdrawals', async () => {
    const m = await createWithdrawer(t);
    await fund(t, m.id, 100n);
    const w = (await withdraw(t, m.token, { amount: '20', sec_password: SEC })).json().data;
    expect(await auditLedger(t.db)).toEqual([]);
    // A status changed behind the ledger's back: the hold still holds the money.
    await sql`update withdrawals set status = 'cancelled', decided_at = now() where id = ${BigInt(w.id)}`.execute(t.db);
    const findings = await auditLedger(t.db);
    expect(findings.map((f) => f.check)).toEqual([
      'each withdrawal hold equals the amount + fee of its pending withdrawals',
    ]);
    await sql`update withdrawals set status = 'pending', decided_at = null where id = ${BigInt(w.id)}`.execute(t.db);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('expected date: 48 hours on, weekends roll to Monday', () => {
    const tz = 'Asia/Singapore';
    expect(expectedProcessingDate(new Date('2026-11-16T04:00:00Z'), tz)).toBe('2026-11-18'); // Mon → Wed
    expect(expectedProcessingDate(new Date('2026-11-19T04:00:00Z'), tz)).toBe('2026-11-23'); // Thu → Sat → Mon
    expect(expectedProcessingDate(new Date('2026-11-20T04:00:00Z'), tz)).toBe('2026-11-23'); // Fri → Sun → Mon
    expect(expectedProcessingDate(new Date('2026-11-21T04:00:00Z'), tz)).toBe('2026-11-23'); // Sat → Mon
  });
});
