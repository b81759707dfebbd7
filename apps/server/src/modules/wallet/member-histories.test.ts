import { moneyDeskPaths, walletPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { creditForTest } from '../../ledger/ledger.testing';
import { SEC, USDT } from '../../test/factories';
import { get } from '../../test/http';
import { useFixtures, useTestApp } from '../../test/use-test-app';
import { createPayer, postTransfer } from './wallet.testing';

// Business days are in Asia/Singapore (UTC+8): 15:59 UTC on 1 March is still 1 March there, 16:00 is 2 March.
const lastOfFirst = new Date('2026-03-01T15:59:00Z');
const firstOfSecond = new Date('2026-03-01T16:00:00Z');
const third = new Date('2026-03-03T02:00:00Z');

/** The lines of a CSV answer, without its byte-order mark. */
const csvLines = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).trim().split('\r\n');
};

/**
 * The deposit, withdrawal and transfer histories share the records' day filter and CSV export
 * (lib/record-range, lib/paged-lists memberRecordCsv): each is checked here on one member's history.
 */
describe('member histories: day filter and CSV export', () => {
  const t = useTestApp();
  const { alice, bob } = useFixtures(['alice', 'bob'], async () => {
    const alice = await createPayer(t);
    const bob = await createPayer(t, alice.id);
    await creditForTest(t.db, alice.id, 1000n * USDT);
    t.clock.set(lastOfFirst);
    expect(
      (await postTransfer(t, alice.token, { username: bob.username, amount: '30', sec_password: SEC })).statusCode,
    ).toBe(200);
    t.clock.set(third);
    expect(
      (await postTransfer(t, bob.token, { username: alice.username, amount: '7', sec_password: SEC })).statusCode,
    ).toBe(200);
    await t.db
      .insertInto('deposits')
      .values([
        {
          member_id: alice.id,
          deposit_type: 'crypto',
          network: 'BEP20_USDT',
          address: '0x' + 'a'.repeat(40),
          tx_hash: '0x' + 'b'.repeat(64),
          tx_hash_key: 'b'.repeat(64),
          amount_micro: 1500n * USDT,
          status: 'rejected',
          reject_reason: 'no such transfer',
          created_at: lastOfFirst,
          decided_at: third,
        },
        {
          member_id: alice.id,
          deposit_type: 'fiat',
          // What a member typed is text in the file, never a formula a spreadsheet would run.
          payer_name: '=HYPERLINK("http://x.test"),Lee',
          reference_number: '@ref-1',
          screenshot_path: 'deposits/none.jpg',
          payment_reference: `TD${alice.id}-1`,
          amount_micro: 200n * USDT,
          created_at: firstOfSecond,
        },
      ])
      .execute();
    await t.db
      .insertInto('withdrawals')
      .values([
        {
          member_id: alice.id,
          withdraw_type: 'bank',
          wallet: 'point1',
          amount_micro: 100n * USDT,
          fee_micro: 5n * USDT + 1n,
          destination: JSON.stringify({ bank_name: 'Maybank', account_number: '1234', account_holder: 'Alice Lee' }),
          business_day: '2026-03-02',
          expected_date: '2026-03-04',
          status: 'paid',
          paid_reference: 'BANK-77',
          created_at: firstOfSecond,
          decided_at: third,
          paid_at: third,
        },
        {
          member_id: alice.id,
          withdraw_type: 'crypto',
          wallet: 'point2',
          amount_micro: 50n * USDT,
          fee_micro: 2n * USDT + 500_000n,
          destination: JSON.stringify({ address: '0x' + 'c'.repeat(40) }),
          business_day: '2026-03-03',
          expected_date: '2026-03-05',
          status: 'rejected',
          reject_reason: 'wrong address',
          created_at: third,
          decided_at: third,
        },
      ])
      .execute();
    return { alice, bob };
  });

  const list = (url: string, query: Record<string, string>, token = alice.token) =>
    get(t, url, { token, query }).then((res) => res.json().data);
  const csv = async (url: string, query: Record<string, string>, token = alice.token) => {
    const res = await get(t, url, { token, query });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe('no-store');
    return { fileName: res.headers['content-disposition'], lines: csvLines(res.body) };
  };

  it('each list keeps only the records of the chosen business days', async () => {
    const day2 = { from: '2026-03-02', to: '2026-03-02' };
    const deposits = await list(moneyDeskPaths.depositRecord, day2);
    expect(deposits.list.map((d: { deposit_type: string }) => d.deposit_type)).toEqual(['fiat']);
    expect((await list(moneyDeskPaths.depositRecord, { to: '2026-03-01' })).total).toBe(1);
    const withdrawals = await list(moneyDeskPaths.withdrawRecord, { from: '2026-03-02' });
    expect(withdrawals.list.map((w: { amount: string }) => w.amount)).toEqual(['50.000000', '100.000000']);
    expect((await list(moneyDeskPaths.withdrawRecord, { ...day2, withdraw_type: 'crypto' })).total).toBe(0);
    const transfers = await list(walletPaths.transferRecord, { from: '2026-03-03', to: '2026-03-31' });
    expect(transfers.list).toMatchObject([{ direction: 'in', amount: '7.000000' }]);
    expect((await list(walletPaths.transferRecord, { to: '2026-03-01' })).list).toMatchObject([{ direction: 'out' }]);
  });

  it('exports deposits of the range, oldest first, times in the business zone, exact amounts, text safe', async () => {
    const file = await csv(moneyDeskPaths.depositRecordCsv, { from: '2026-03-01', to: '2026-03-02' });
    expect(file.fileName).toBe('attachment; filename="deposits-2026-03-01-2026-03-02.csv"');
    expect(file.lines).toEqual([
      'time (Asia/Singapore),type,network,amount,credited amount,status,tx hash,payer name,payer reference,payment reference,reject reason,decided at',
      `2026-03-01 23:59:00,crypto,BEP20_USDT,1500.000000,,rejected,0x${'b'.repeat(64)},,,,no such transfer,2026-03-03 10:00:00`,
      `2026-03-02 00:00:00,fiat,,200.000000,,pending,,"'=HYPERLINK(""http://x.test""),Lee",'@ref-1,TD${alice.id}-1,,`,
    ]);
  });

  it('exports withdrawals with amount, fee and total to the micro unit, and the paid reference', async () => {
    const file = await csv(moneyDeskPaths.withdrawRecordCsv, {});
    expect(file.fileName).toBe('attachment; filename="withdrawals-start-today.csv"');
    expect(file.lines).toEqual([
      'time (Asia/Singapore),type,wallet,amount,fee,total,destination,status,paid reference,reject reason,paid at',
      '2026-03-02 00:00:00,bank,point1,100.000000,5.000001,105.000001,Maybank · 1234 · Alice Lee,paid,BANK-77,,2026-03-03 10:00:00',
      `2026-03-03 10:00:00,crypto,point2,50.000000,2.500000,52.500000,0x${'c'.repeat(40)},rejected,,wrong address,`,
    ]);
  });

  it("exports transfers both ways, and only the member's own", async () => {
    const file = await csv(walletPaths.transferRecordCsv, { wallet_type: 'point1' });
    expect(file.lines).toEqual([
      'time (Asia/Singapore),direction,from,to,wallet,amount,fee',
      `2026-03-01 23:59:00,out,${alice.username},${bob.username},point1,30.000000,0.000000`,
      `2026-03-03 10:00:00,in,${bob.username},${alice.username},point1,7.000000,0.000000`,
    ]);
    const stranger = await createPayer(t);
    for (const url of [
      moneyDeskPaths.depositRecordCsv,
      moneyDeskPaths.withdrawRecordCsv,
      walletPaths.transferRecordCsv,
    ]) {
      expect((await csv(url, {}, stranger.token)).lines, url).toHaveLength(1);
    }
  });

  it('refuses a backwards range, a date that does not exist or a bad kind on lists and exports alike', async () => {
    const urls = [
      moneyDeskPaths.depositRecord,
      moneyDeskPaths.depositRecordCsv,
      moneyDeskPaths.withdrawRecord,
      moneyDeskPaths.withdrawRecordCsv,
      walletPaths.transferRecord,
      walletPaths.transferRecordCsv,
    ];
    for (const url of urls) {
      const backwards = await get(t, url, { token: alice.token, query: { from: '2026-03-05', to: '2026-03-01' } });
      expect(backwards.statusCode, url).toBe(400);
      expect(backwards.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { from: 'invalid' } } });
      const noDate = await get(t, url, { token: alice.token, query: { to: '2026-02-30' } });
      expect(noDate.json(), url).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { to: 'invalid' } } });
      expect((await get(t, url, {})).statusCode, url).toBe(401);
    }
    const badKind = await get(t, moneyDeskPaths.depositRecordCsv, { token: alice.token, query: { deposit_type: 'x' } });
    expect(badKind.json()).toMatchObject({ data: { fields: { deposit_type: 'invalid' } } });
  });
});
