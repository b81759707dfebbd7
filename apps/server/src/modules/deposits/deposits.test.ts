import { randomUUID } from 'node:crypto';
import { fiatAmountOf, financePaths, moneyDeskPaths, payoutDeskPaths, walletPaths } from '@tandem/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { USDT, WEDNESDAY_NOON, createLoggedInMember } from '../../test/factories';
import { auditRows } from '../admin/admin.testing';
import { call, expectRefusal, postKeyed, staffGet, staffPost, okData } from '../../test/http';
import { makeJpeg, makePng, multipart, png, storedFiles } from '../../lib/uploads.testing';
import { balancesOf } from '../withdrawals/money-desk.testing';
import { journalsWithKey } from '../../ledger/ledger.testing';

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const hash = () => randomUUID().replace(/-/g, '').repeat(2);

describe('deposits', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON, auditedLedger: true });
  const { admin, helpdesk } = useStaff(t, { helpdesk: 'support' });
  beforeAll(async () => {
    await t.app.deps.settings.set('DEPOSIT_ADDRESS_TRC20_USDT', TRON_ADDRESS, null);
  });

  const deposit = (token: string, body: Record<string, unknown>, key?: string | null) =>
    postKeyed(t, moneyDeskPaths.deposit, token, body, key);
  const fiat = async (token: string, fields: Record<string, string>, file?: Buffer) => {
    const body = multipart(fields, file ? [png('screenshot', file)] : []);
    return t.app.inject({
      method: 'POST',
      url: moneyDeskPaths.depositFiat,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
  };
  const depositCount = async (memberId: bigint) =>
    (await t.db.selectFrom('deposits').select('id').where('member_id', '=', memberId).execute()).length;

  it('offers only networks with an address, and the fiat hours', async () => {
    const m = await createLoggedInMember(t);
    const res = await call(t, 'GET', moneyDeskPaths.depositOptions, undefined, { token: m.token });
    expect(okData(res)).toEqual({
      networks: [{ network: 'TRC20_USDT', address: TRON_ADDRESS }],
      fiat: {
        open: '10:00',
        close: '22:00',
        time_zone: 'Asia/Singapore',
        is_open_now: true,
        is_pending: false,
        credit_hours: 2,
        payment_reference: `TD${m.id}-1`,
        country: 'SGP',
        currency: 'SGD',
        buy_rate: '1.000000',
        payee: null,
      },
    });
    const wallet = await call(t, 'GET', walletPaths.getWallet, undefined, { token: m.token });
    expect(wallet.json().data.deposit_addresses).toEqual([{ network: 'TRC20_USDT', address: TRON_ADDRESS }]);
  });

  it('refuses a network without an address, bad amounts and bad hashes, storing nothing', async () => {
    const m = await createLoggedInMember(t);
    const cases: Array<[Record<string, unknown>, string, Record<string, unknown>?]> = [
      [{ network: 'BEP20_USDT', amount: '10', tx_hash: hash() }, 'DEPOSIT_NETWORK_UNAVAILABLE'],
      [{ network: 'ERC20', amount: '10', tx_hash: hash() }, 'VALIDATION_ERROR', { fields: { network: 'invalid' } }],
      [{ network: 'TRC20_USDT', amount: '0', tx_hash: hash() }, 'VALIDATION_ERROR', { fields: { amount: 'invalid' } }],
      [{ network: 'TRC20_USDT', amount: '1.1234567', tx_hash: hash() }, 'VALIDATION_ERROR'],
      [{ network: 'TRC20_USDT', amount: '-5', tx_hash: hash() }, 'VALIDATION_ERROR'],
      [{ network: 'TRC20_USDT', amount: '10', tx_hash: 'abc' }, 'VALIDATION_ERROR', { fields: { tx_hash: 'invalid' } }],
    ];
    for (const [body, message, data] of cases) {
      const res = await deposit(m.token, body);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
      if (data) expect(res.json().data).toMatchObject(data);
    }
    expect(await depositCount(m.id)).toBe(0);
  });

  it('queues a crypto deposit; one pending at a time; a tx hash counts once per network', async () => {
    const a = await createLoggedInMember(t);
    const b = await createLoggedInMember(t);
    const tx = hash();
    const res = await deposit(a.token, { network: 'TRC20_USDT', amount: '125.5', tx_hash: tx });
    expect(okData(res)).toMatchObject({
      deposit_type: 'crypto',
      network: 'TRC20_USDT',
      address: TRON_ADDRESS,
      amount: '125.500000',
      status: 'pending',
      credited_amount: null,
    });
    const second = await deposit(a.token, { network: 'TRC20_USDT', amount: '5', tx_hash: hash() });
    expectRefusal(second, 409, 'LAST_DEPOSIT_PENDING');
    // The same hash typed differently by someone else.
    const reused = await deposit(b.token, { network: 'TRC20_USDT', amount: '5', tx_hash: `0x${tx.toUpperCase()}` });
    expectRefusal(reused, 409, 'TX_HASH_USED');
    expect(await balancesOf(t, a.id)).toMatchObject({ point1: 0n });

    const records = await call(t, 'GET', moneyDeskPaths.depositRecord, undefined, {
      token: a.token,
      query: { deposit_type: 'crypto' },
    });
    expect(records.json().data).toMatchObject({ total: 1, list: [{ id: res.json().data.id }] });
    const none = await call(t, 'GET', moneyDeskPaths.depositRecord, undefined, {
      token: a.token,
      query: { deposit_type: 'fiat' },
    });
    expect(none.json().data.total).toBe(0);
  });

  it('staff approve credits point1 once (audited); reject frees the hash; decided ones are STATE_CHANGED', async () => {
    const m = await createLoggedInMember(t);
    const first = (await deposit(m.token, { network: 'TRC20_USDT', amount: '100', tx_hash: hash() })).json().data;
    const queue = await staffGet(t, admin.token, financePaths.deposits);
    expect(okData(queue).list.some((r: { id: string }) => r.id === first.id)).toBe(true);

    const approve = await staffPost(t, admin.token, financePaths.depositApprove(first.id), {});
    expect(okData(approve)).toMatchObject({ status: 'approved', credited_amount: '100.000000' });
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 100n * USDT });
    const again = await staffPost(t, admin.token, financePaths.depositApprove(first.id), {});
    expectRefusal(again, 409, 'STATE_CHANGED');
    expect((await auditRows(t, 'deposit.approve')).at(-1)).toMatchObject({ target_id: first.id });
    const told = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('member_id', '=', m.id)
      .execute();
    expect(told).toEqual([{ kind: 'deposit_approved', params: { deposit_id: first.id, amount: '100.000000' } }]);

    const tx = hash();
    const wrong = (await deposit(m.token, { network: 'TRC20_USDT', amount: '999', tx_hash: tx })).json().data;
    const reject = await staffPost(t, admin.token, financePaths.depositReject(wrong.id), { reason: 'Amount differs' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 100n * USDT });
    // The member resubmits the same transaction with the right amount; staff credit a corrected value.
    const fixed = await deposit(m.token, { network: 'TRC20_USDT', amount: '99', tx_hash: tx });
    const credited = await staffPost(t, admin.token, financePaths.depositApprove(okData(fixed).id), {
      credited_amount: '98.5',
    });
    expect(credited.json().data).toMatchObject({ amount: '99.000000', credited_amount: '98.500000' });
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 198_500_000n });

    const bo = await call(t, 'GET', moneyDeskPaths.boDepositRecord, undefined, { token: m.token });
    expect(bo.json().data.total).toBe(2);
    expect(bo.json().data.list[0]).toMatchObject({ type: 'deposit', amount: '98.500000', wallet: 'point1' });
    const shown = await call(t, 'GET', moneyDeskPaths.depositRecord, undefined, { token: m.token });
    expect(shown.json().data.list.find((d: { id: string }) => d.id === wrong.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Amount differs',
    });
  });

  it('10 approvals of one deposit at once credit it once', async () => {
    const m = await createLoggedInMember(t);
    const d = (await deposit(m.token, { network: 'TRC20_USDT', amount: '40', tx_hash: hash() })).json().data;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => staffPost(t, admin.token, financePaths.depositApprove(d.id), {})),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().message).toBe('STATE_CHANGED');
    expect(await balancesOf(t, m.id)).toMatchObject({ point1: 40n * USDT });
    expect(await journalsWithKey(t, `deposit:${d.id}`)).toHaveLength(1);
  }, 60_000);

  it('fiat: only within business hours, with a real image that is re-encoded and kept private', async () => {
    const m = await createLoggedInMember(t);
    const fields = { amount: '300', payer_name: 'Ana Lim', reference_number: 'REF-001' };
    t.clock.set('2026-11-18T14:30:00Z'); // 22:30 in Singapore
    try {
      const closed = await fiat(m.token, fields, await makePng());
      expect(closed.statusCode).toBe(422);
      expect(closed.json()).toMatchObject({ message: 'FIAT_DEPOSIT_CLOSED', data: { open: '10:00', close: '22:00' } });
    } finally {
      t.clock.set(WEDNESDAY_NOON);
    }
    const before = (await storedFiles(t)).length;
    const notImage = await fiat(m.token, fields, Buffer.from('<?php echo 1; ?>'.padEnd(64, ' ')));
    expect(notImage.statusCode).toBe(415);
    const noFile = await fiat(m.token, fields);
    expect(noFile.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { screenshot: 'required' } } });
    const noPayer = await fiat(m.token, { ...fields, payer_name: '' }, await makePng());
    expect(noPayer.json().data.fields).toMatchObject({ payer_name: 'required' });
    expect((await storedFiles(t)).length).toBe(before);
    expect(await depositCount(m.id)).toBe(0);

    // D11: bank transfers are whole units; the server refused nothing of 100.5 before.
    const decimal = await fiat(m.token, { ...fields, amount: '100.5' }, await makePng());
    expect(decimal.statusCode).toBe(400);
    expect(decimal.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { amount: 'mustBeInteger' } },
    });
    expect(await depositCount(m.id)).toBe(0);

    const ok = await fiat(m.token, fields, await makeJpeg(32, 32, 'secret-gps'));
    const row = okData(ok);
    expect(row).toMatchObject({
      deposit_type: 'fiat',
      payer_name: 'Ana Lim',
      has_screenshot: true,
      amount: '300.000000',
      payment_reference: `TD${m.id}-1`,
    });
    expect((await storedFiles(t)).length).toBe(before + 1);
    // D11: the page knows the form is locked, and the next reference is numbered on.
    const options = okData(await call(t, 'GET', moneyDeskPaths.depositOptions, undefined, { token: m.token }));
    expect(options.fiat).toMatchObject({ is_pending: true, payment_reference: `TD${m.id}-2` });

    const own = await call(t, 'GET', moneyDeskPaths.depositScreenshot(row.id), undefined, { token: m.token });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.includes(Buffer.from('secret-gps'))).toBe(false);
    const stranger = await createLoggedInMember(t);
    expect(
      (await call(t, 'GET', moneyDeskPaths.depositScreenshot(row.id), undefined, { token: stranger.token })).statusCode,
    ).toBe(404);
    const staffView = await call(t, 'GET', financePaths.depositScreenshot(row.id), undefined, { token: admin.token });
    expect(staffView.statusCode).toBe(200);
    expect(staffView.headers['cache-control']).toBe('private, no-store');

    const pending = await fiat(m.token, fields, await makePng());
    expect(pending.json().message).toBe('LAST_DEPOSIT_PENDING');
  });

  it("fiat payees: finance sets the bank account per currency (audited); the member sees their country's (D2)", async () => {
    const m = await createLoggedInMember(t);
    const payee = {
      currency: 'sgd',
      bank_name: 'DBS Bank',
      account_name: 'Tandem Pte Ltd',
      account_number: '003-123456-7',
      branch: 'Raffles Place',
      notes: 'SWIFT DBSSSGSG',
    };
    const bad = await staffPost(t, admin, payoutDeskPaths.fiatPayees, { ...payee, currency: 'S1', bank_name: '' });
    expect(bad.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { currency: 'invalid', bank_name: 'required' } },
    });
    // A country's code is no currency: no member would ever be shown that account.
    const notCurrency = await staffPost(t, admin, payoutDeskPaths.fiatPayees, { ...payee, currency: 'SGP' });
    expect(notCurrency.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { currency: 'invalid' } },
    });
    expect(await auditRows(t, 'fiat_payee.set')).toHaveLength(0);
    const saved = await staffPost(t, admin, payoutDeskPaths.fiatPayees, payee);
    expect(okData(saved)).toEqual([{ ...payee, currency: 'SGD' }]);
    expect((await auditRows(t, 'fiat_payee.set')).at(-1)).toMatchObject({
      target_type: 'fiat_payee',
      target_id: 'SGD',
    });
    expect(okData(await staffGet(t, admin, payoutDeskPaths.fiatPayees))).toEqual([{ ...payee, currency: 'SGD' }]);

    // The member's country (Singapore) pays in its currency: the country says which (decision 027).
    await t.db.updateTable('countries').set({ buy_rate: '1.350000' }).where('id', '=', 194).execute();
    try {
      const options = okData(await call(t, 'GET', moneyDeskPaths.depositOptions, undefined, { token: m.token }));
      expect(options.fiat).toMatchObject({
        country: 'SGP',
        currency: 'SGD',
        buy_rate: '1.350000',
        payee: { ...payee, currency: 'SGD' },
      });
      expect(fiatAmountOf(100n, options.fiat.buy_rate)).toBe('135.00');
    } finally {
      await t.db.updateTable('countries').set({ buy_rate: '1' }).where('id', '=', 194).execute();
    }
    expect((await staffGet(t, helpdesk, payoutDeskPaths.fiatPayees)).statusCode).toBe(403);
  });

  it('finance reports: member wallet with statement, and the liability report from the ledger', async () => {
    const m = await createLoggedInMember(t);
    const d = (await deposit(m.token, { network: 'TRC20_USDT', amount: '70', tx_hash: hash() })).json().data;
    await staffPost(t, admin.token, financePaths.depositApprove(d.id), {});
    const view = await staffGet(t, admin.token, financePaths.memberWallet(String(m.id)));
    expect(okData(view)).toMatchObject({
      member: { username: m.username },
      balances: { point1: '70.000000', withdrawal_hold: '0.000000' },
      statement: {
        total: 1,
        list: [{ type: 'deposit', account: 'point1', amount: '70.000000', balance_after: '70.000000' }],
      },
    });
    const report = await staffGet(t, admin.token, financePaths.liabilities);
    const data = okData(report);
    const treasury = data.platform.find((p: { account: string }) => p.account === 'treasury');
    const owed = data.member_balances.find((b: { account: string }) => b.account === 'point1');
    // Every credit so far came through the treasury, so what members hold equals what came in.
    expect(treasury.money_in).toBe(owed.total);
    expect(data.pending_deposits.count).toBeGreaterThanOrEqual(1);
  });
});
