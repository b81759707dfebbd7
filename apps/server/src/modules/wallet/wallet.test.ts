import { paths, recordPaths, walletPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { call, expectRefusal, get, fieldErrors } from '../../test/http';
import { SEC, USDT, createLoggedInMember } from '../../test/factories';
import { createPayer, journalCount, postSwap, postTransfer, usePayerTree } from './wallet.testing';

describe('wallet calls', () => {
  const t = useTestApp({ auditedLedger: true });
  const { sponsor, alice, bob, carol, dave } = usePayerTree(t, { alice: 'Alice Tan', bob: 'Bob Lee' });

  const financeReport = (token: string, from: string, to: string) =>
    get(t, recordPaths.financeReport, { token, query: { from, to } });

  it('requires a session', async () => {
    expect((await call(t, 'GET', walletPaths.getWallet)).statusCode).toBe(401);
    expect(
      (await call(t, 'POST', walletPaths.walletTransfer, { username: 'x', amount: '1', sec_password: SEC })).statusCode,
    ).toBe(401);
  });

  /** A member's wallet records page as the records screen asks for it (by wallet or by kind). */
  const walletRecords = async (token: string, query: Record<string, string>) =>
    (await get(t, recordPaths.walletRecord, { token, query })).json().data;

  it('getWallet shows balances, abilities and swap directions; member info reads the same ledger', async () => {
    await creditForTest(t.db, alice.id, 250n * USDT);
    await creditForTest(t.db, alice.id, 40n * USDT, { kind: 'point2' });
    await creditForTest(t.db, alice.id, 100n * USDT, { kind: 'point5' });
    const res = await get(t, walletPaths.getWallet, { token: alice.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      point1: '250.000000',
      point2: '40.000000',
      point3: '0.000000',
      point4: '0.000000',
      point5: '100.000000',
      swaps: [
        { from: 'point2', to: 'point1' },
        { from: 'point3', to: 'point1' },
      ],
      transfer_min_amount: '1.000000',
      transfer_fee_percent: '0',
      deposit_addresses: [],
    });
    expect(data.wallets[0]).toEqual({
      wallet: 'point1',
      name_en: 'Cash wallet',
      asset: 'USDT',
      balance: '250.000000',
      can: ['deposit', 'withdraw', 'transfer', 'stake', 'receive_swap'],
    });
    expect(data.wallets[4]).toMatchObject({ wallet: 'point5', asset: 'VOUCHER', can: ['shop'] });
    const info = (await get(t, paths.member.getMemberInfo, { token: alice.token })).json().data;
    expect(info).toMatchObject({ point1: '250.000000', point2: '40.000000', point5: '100.000000', invest: '0.000000' });
  });

  it('check-receiver accepts upline and downline at any depth, with a masked name', async () => {
    const checkReceiver = (username: string, token = alice.token) =>
      call(t, 'POST', walletPaths.checkReceiver, { username }, { token });
    let res = await checkReceiver(bob.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ username: bob.username, masked_name: 'B** L**', relation: 'downline' });
    expect((await checkReceiver(carol.username)).json().data).toMatchObject({
      relation: 'downline',
      masked_name: null,
    });
    expect((await checkReceiver(sponsor.username, carol.token)).json().data).toMatchObject({ relation: 'upline' });
    res = await checkReceiver(dave.username);
    expectRefusal(res, 422, 'RECEIVER_NOT_IN_TEAM');
    // A name nobody has answers exactly like a member outside the team (was INCORRECT_USERNAME, issue #9).
    const nobody = await checkReceiver('nobody12345');
    expect(nobody.statusCode).toBe(res.statusCode);
    expect(nobody.json()).toEqual(res.json());
    expect((await checkReceiver(alice.username)).json().message).toBe('TRANSFER_TO_SELF');
    expect((await checkReceiver('')).json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { fields: { username: 'required' } },
    });
  });

  it('transfers from cash to a downline, lists it both ways and records both wallets', async () => {
    const before = await balanceOf(t, alice.id);
    const res = await postTransfer(t, alice.token, { username: carol.username, amount: '30', sec_password: SEC });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ to_username: carol.username, amount: '30.000000', fee: '0.000000' });
    expect(await balanceOf(t, alice.id)).toBe(before - 30n * USDT);
    expect(await balanceOf(t, carol.id)).toBe(30n * USDT);

    const out = (await get(t, walletPaths.transferRecord, { token: alice.token })).json().data;
    expect(out).toMatchObject({ page: 1, per_page: 20, total: 1 });
    expect(out.list[0]).toMatchObject({
      direction: 'out',
      from_username: alice.username,
      to_username: carol.username,
      amount: '30.000000',
    });
    const inbound = (
      await get(t, walletPaths.transferRecord, { token: carol.token, query: { wallet_type: 'point1' } })
    ).json().data;
    expect(inbound.list[0]).toMatchObject({ direction: 'in', amount: '30.000000', fee: '0.000000' });

    const record = await walletRecords(carol.token, { wallet: 'point1' });
    expect(record.list[0]).toMatchObject({
      type: 'transfer',
      amount: '30.000000',
      previous_balance: '0.000000',
      current_balance: '30.000000',
      remark: `from ${alice.username}`,
      status: 'completed',
    });
    const aliceRecord = await walletRecords(alice.token, { found_type: 'transfer' });
    expect(aliceRecord.total).toBe(1);
    expect(aliceRecord.list[0]).toMatchObject({ amount: '-30.000000', remark: `to ${carol.username}` });
  });

  it('takes the TRANSFER_FEE on top into fee revenue and enforces TRANSFER_MIN_AMOUNT', async () => {
    await t.app.deps.settings.set('TRANSFER_FEE', '2.5', null);
    await t.app.deps.settings.set('TRANSFER_MIN_AMOUNT', '5', null);
    try {
      const before = await balanceOf(t, alice.id);
      const small = await postTransfer(t, alice.token, { username: bob.username, amount: '4', sec_password: SEC });
      expect(small.statusCode).toBe(422);
      expect(small.json()).toMatchObject({ message: 'MIN_TRANSFER_AMOUNT', data: { min: '5.000000' } });
      const res = await postTransfer(t, alice.token, { username: bob.username, amount: 10, sec_password: SEC });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ amount: '10.000000', fee: '0.250000' });
      expect(await balanceOf(t, alice.id)).toBe(before - 10_250_000n);
      expect(await balanceOf(t, bob.id)).toBe(10n * USDT);
    } finally {
      await t.app.deps.settings.set('TRANSFER_FEE', '0', null);
      await t.app.deps.settings.set('TRANSFER_MIN_AMOUNT', '1', null);
    }
  });

  describe('every bad amount and every rule violation has its code and changes nothing', () => {
    const badAmounts: Array<[unknown, string]> = [
      ['0', 'invalid'],
      [0, 'invalid'],
      ['-5', 'invalid'],
      [-5, 'invalid'],
      ['2.5', 'mustBeInteger'],
      [2.5, 'mustBeInteger'],
      ['1e3', 'invalid'],
      ['0x10', 'invalid'],
      ['abc', 'invalid'],
      ['', 'required'],
      [null, 'required'],
      [undefined, 'required'],
      ['99999999999999999999999', 'invalid'],
      ['1000000001', 'invalid'],
      [' 12 3', 'invalid'],
      [true, 'invalid'],
      [{ value: 1 }, 'invalid'],
    ];
    it.each(badAmounts)('transfer amount %j → %s', async (amount, key) => {
      const [journals, balance] = [await journalCount(t), await balanceOf(t, alice.id)];
      const res = await postTransfer(t, alice.token, { username: bob.username, amount, sec_password: SEC });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { amount: key } } });
      expect([await journalCount(t), await balanceOf(t, alice.id)]).toEqual([journals, balance]);
    });

    it.each(badAmounts.slice(0, 6))('swap amount %j → %s', async (amount, key) => {
      const journals = await journalCount(t);
      const res = await postSwap(t, alice.token, {
        from_wallet: 'point2',
        to_wallet: 'point1',
        amount,
        sec_password: SEC,
      });
      expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { amount: key } } });
      expect(await journalCount(t)).toBe(journals);
    });

    it('rule violations', async () => {
      const frozen = await createPayer(t, alice.id);
      await t.db.updateTable('members').set({ status: 'frozen' }).where('id', '=', frozen.id).execute();
      const noSecret = await createLoggedInMember(t, { sponsorId: alice.id });
      const cases: Array<[string, Record<string, unknown>, number, string]> = [
        [alice.token, { username: bob.username, amount: '100000', sec_password: SEC }, 422, 'INSUFFICIAN_BALANCE'],
        [alice.token, { username: dave.username, amount: '1', sec_password: SEC }, 422, 'RECEIVER_NOT_IN_TEAM'],
        // A name nobody has reads like a member outside the team (was INCORRECT_USERNAME, issue #9).
        [alice.token, { username: 'ghost12345', amount: '1', sec_password: SEC }, 422, 'RECEIVER_NOT_IN_TEAM'],
        [alice.token, { username: alice.username, amount: '1', sec_password: SEC }, 422, 'TRANSFER_TO_SELF'],
        [alice.token, { username: frozen.username, amount: '1', sec_password: SEC }, 422, 'RECEIVER_FROZEN'],
        [
          alice.token,
          { username: bob.username, amount: '1', sec_password: 'Wrong1234' },
          422,
          'INCORRECT_SEC_PASSWORD',
        ],
        [alice.token, { username: bob.username, amount: '1' }, 400, 'VALIDATION_ERROR'],
        [noSecret.token, { username: alice.username, amount: '1', sec_password: SEC }, 422, 'SEC_PASSWORD_NOT_SET'],
      ];
      for (const [token, body, status, message] of cases) {
        const [journals, a, b] = [await journalCount(t), await balanceOf(t, alice.id), await balanceOf(t, bob.id)];
        const res = await postTransfer(t, token, body);
        expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
        expect([await journalCount(t), await balanceOf(t, alice.id), await balanceOf(t, bob.id)]).toEqual([
          journals,
          a,
          b,
        ]);
      }
      const swaps: Array<[Record<string, unknown>, number, string]> = [
        [{ from_wallet: 'point1', to_wallet: 'point2', amount: '1', sec_password: SEC }, 422, 'SWAP_NOT_ALLOWED'],
        [{ from_wallet: 'point4', to_wallet: 'point1', amount: '1', sec_password: SEC }, 422, 'SWAP_NOT_ALLOWED'],
        [{ from_wallet: 'point5', to_wallet: 'point1', amount: '1', sec_password: SEC }, 422, 'SWAP_NOT_ALLOWED'],
        [{ from_wallet: 'point2', to_wallet: 'point2', amount: '1', sec_password: SEC }, 422, 'SWAP_NOT_ALLOWED'],
        [{ from_wallet: 'point3', to_wallet: 'point1', amount: '1', sec_password: SEC }, 422, 'INSUFFICIAN_BALANCE'],
        [{ from_wallet: 'point9', to_wallet: 'point1', amount: '1', sec_password: SEC }, 400, 'VALIDATION_ERROR'],
        [
          { from_wallet: 'point2', to_wallet: 'point1', amount: '1', sec_password: 'Wrong1234' },
          422,
          'INCORRECT_SEC_PASSWORD',
        ],
      ];
      for (const [body, status, message] of swaps) {
        const journals = await journalCount(t);
        const res = await postSwap(t, alice.token, body);
        expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
        expect(await journalCount(t)).toBe(journals);
      }
      // Wrong answers count towards the lock-out; clear them so later tests start fresh.
      await t.db.updateTable('members').set({ failed_sec_password_count: 0 }).where('id', '=', alice.id).execute();
    });

    it('a malformed Idempotency-Key is refused', async () => {
      const res = await postTransfer(
        t,
        alice.token,
        { username: bob.username, amount: '1', sec_password: SEC },
        'short',
      );
      expect(fieldErrors(res)).toEqual({ 'idempotency-key': 'invalid' });
    });
  });

  it('swaps profit wallets into cash', async () => {
    const res = await postSwap(t, alice.token, {
      from_wallet: 'point2',
      to_wallet: 'point1',
      amount: '15',
      sec_password: SEC,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from_wallet: 'point2', to_wallet: 'point1', amount: '15.000000' });
    expect(res.json().data.balances.point2).toBe('25.000000');
    const record = await walletRecords(alice.token, { wallet: 'point2' });
    expect(record.list[0]).toMatchObject({
      type: 'swap',
      amount: '-15.000000',
      previous_balance: '40.000000',
      current_balance: '25.000000',
    });
  });

  it('replays the same key with the same body once, and refuses it with another body', async () => {
    const key = 'transfer-key-0001';
    const body = { username: bob.username, amount: '3', sec_password: SEC };
    const first = await postTransfer(t, alice.token, body, key);
    expect(first.statusCode).toBe(200);
    const afterFirst = await balanceOf(t, alice.id);
    const again = await postTransfer(t, alice.token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t, alice.id)).toBe(afterFirst);
    const other = await postTransfer(t, alice.token, { ...body, amount: '4' }, key);
    expectRefusal(other, 409, 'IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, alice.id)).toBe(afterFirst);
    // Keys belong to one member: another member's request with the same key acts on its own.
    await creditForTest(t.db, bob.id, 5n * USDT);
    const bobs = await postTransfer(t, bob.token, { username: alice.username, amount: '1', sec_password: SEC }, key);
    expect(bobs.statusCode).toBe(200);
    expect(await balanceOf(t, alice.id)).toBe(afterFirst + USDT);
  });

  it('finance report totals by type and wallet in the business time zone', async () => {
    const res = await get(t, recordPaths.financeReport, { token: alice.token });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.time_zone).toBe('Asia/Singapore');
    const line = (type: string, wallet: string) =>
      data.lines.find((l: { type: string; wallet: string }) => l.type === type && l.wallet === wallet);
    expect(line('test_credit', 'point1')).toMatchObject({ count: 1, total_in: '250.000000', total_out: '0.000000' });
    expect(line('swap', 'point2')).toMatchObject({ total_out: '15.000000', net: '-15.000000' });
    expect(line('swap', 'point1')).toMatchObject({ total_in: '15.000000' });
    const past = await financeReport(alice.token, '2020-01-01', '2020-01-31');
    expect(past.json().data.lines).toEqual([]);
    const bad = await financeReport(alice.token, '2026-02-31', '2026-03-01');
    expect(bad.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { from: 'invalid' } } });
    const reversed = await financeReport(alice.token, '2026-03-02', '2026-03-01');
    expect(reversed.statusCode).toBe(400);
    const tooLong = await financeReport(alice.token, '2020-01-01', '2026-01-01');
    expect(tooLong.json().data.fields).toEqual({ to: 'tooLong' });
  });

  it('finance report days follow BUSINESS_TZ, not UTC', async () => {
    const member = await createPayer(t);
    // 23:30 UTC on 1 March is 07:30 on 2 March in Singapore.
    await creditForTest(t.db, member.id, 9n * USDT, { at: new Date('2026-03-01T23:30:00Z') });
    const march1 = await financeReport(member.token, '2026-03-01', '2026-03-01');
    expect(march1.json().data.lines).toEqual([]);
    const march2 = await financeReport(member.token, '2026-03-02', '2026-03-02');
    expect(march2.json().data.lines).toEqual([
      { type: 'test_credit', wallet: 'point1', count: 1, total_in: '9.000000', total_out: '0.000000', net: '9.000000' },
    ]);
  });
});
