import { recordPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { creditForTest } from '../../ledger/ledger.testing';
import { get } from '../../test/http';
import { USDT } from '../../test/factories';
import { createPayer } from '../wallet/wallet.testing';

describe('records', () => {
  const t = useTestApp();

  it('wallet-record pages every movement of one wallet, newest first, with running balances', async () => {
    const member = await createPayer(t);
    for (let i = 1; i <= 23; i++) await creditForTest(t.db, member.id, BigInt(i) * USDT);
    await creditForTest(t.db, member.id, 4n * USDT, { kind: 'point3' });

    const first = (await get(t, recordPaths.walletRecord, { token: member.token })).json().data;
    expect(first).toMatchObject({ page: 1, per_page: 20, total: 23 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({
      wallet: 'point1',
      type: 'test_credit',
      amount: '23.000000',
      previous_balance: '253.000000',
      current_balance: '276.000000',
      remark: null,
      status: 'completed',
    });
    const last = (await get(t, recordPaths.walletRecord, { token: member.token, query: { page: '2' } })).json().data;
    expect(last.list.map((r: { amount: string }) => r.amount)).toEqual(['3.000000', '2.000000', '1.000000']);
    expect(last.list[2]).toMatchObject({ previous_balance: '0.000000', current_balance: '1.000000' });

    const point3 = (await get(t, recordPaths.walletRecord, { token: member.token, query: { wallet: 'point3' } })).json()
      .data;
    expect(point3.total).toBe(1);
    const none = (
      await get(t, recordPaths.walletRecord, { token: member.token, query: { found_type: 'transfer' } })
    ).json().data;
    expect(none).toMatchObject({ total: 0, list: [] });
  });

  it('shows a member only their own movements', async () => {
    const a = await createPayer(t);
    const b = await createPayer(t);
    await creditForTest(t.db, a.id, 5n * USDT);
    expect((await get(t, recordPaths.walletRecord, { token: b.token })).json().data.total).toBe(0);
    expect((await get(t, recordPaths.financeReport, { token: b.token })).json().data.lines).toEqual([]);
  });

  it('refuses bad queries with field keys', async () => {
    const member = await createPayer(t);
    const queries: Array<Record<string, string>> = [
      { wallet: 'point9' },
      { page: '0' },
      { page: 'x' },
      { found_type: 'DROP TABLE' },
    ];
    for (const query of queries) {
      const res = await get(t, recordPaths.walletRecord, { token: member.token, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe('VALIDATION_ERROR');
    }
    const res = await get(t, recordPaths.financeReport, { token: member.token, query: { from: '2026/01/01' } });
    expect(res.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { from: 'invalid' } } });
  });

  describe('date filter and CSV export', () => {
    // Business days are in Asia/Singapore (UTC+8): 15:59 UTC on 1 March is still 1 March there, 16:00 is 2 March.
    const lastOfFirst = new Date('2026-03-01T15:59:00Z');
    const firstOfSecond = new Date('2026-03-01T16:00:00Z');
    const third = new Date('2026-03-03T02:00:00Z');
    const fundDays = async () => {
      const member = await createPayer(t);
      await creditForTest(t.db, member.id, 1500n * USDT, { at: lastOfFirst });
      await creditForTest(t.db, member.id, 2n * USDT + 500_001n, { at: firstOfSecond });
      await creditForTest(t.db, member.id, 7n * USDT, { at: third });
      return member;
    };

    it('wallet-record keeps only the movements of the chosen business days', async () => {
      const member = await fundDays();
      const day = (from: string, to: string) =>
        get(t, recordPaths.walletRecord, { token: member.token, query: { from, to } }).then((r) => r.json().data);
      const second = await day('2026-03-02', '2026-03-02');
      expect(second.total).toBe(1);
      expect(second.list[0]).toMatchObject({ amount: '2.500001', current_balance: '1502.500001' });
      expect((await day('2026-03-01', '2026-03-02')).total).toBe(2);
      expect((await day('2026-03-04', '2026-03-31')).total).toBe(0);
    });

    it('exports every movement of the filtered range as CSV, oldest first, times in the business zone, exact amounts', async () => {
      const member = await fundDays();
      const res = await get(t, recordPaths.walletRecordCsv, {
        token: member.token,
        query: { from: '2026-03-01', to: '2026-03-03' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="wallet-records-point1-2026-03-01-2026-03-03.csv"',
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toEqual([
        'time (Asia/Singapore),wallet,type,amount,balance before,balance after,remark',
        '2026-03-01 23:59:00,point1,test_credit,1500.000000,0.000000,1500.000000,',
        '2026-03-02 00:00:00,point1,test_credit,2.500001,1500.000000,1502.500001,',
        '2026-03-03 10:00:00,point1,test_credit,7.000000,1502.500001,1509.500001,',
      ]);
    });

    it('refuses a backwards range or a bad date on the list and the export alike', async () => {
      const member = await createPayer(t);
      for (const url of [recordPaths.walletRecord, recordPaths.walletRecordCsv]) {
        const backwards = await get(t, url, { token: member.token, query: { from: '2026-03-05', to: '2026-03-01' } });
        expect(backwards.statusCode, url).toBe(400);
        expect(backwards.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { from: 'invalid' } } });
        const noDate = await get(t, url, { token: member.token, query: { to: '2026-02-30' } });
        expect(noDate.json()).toMatchObject({ message: 'VALIDATION_ERROR', data: { fields: { to: 'invalid' } } });
      }
      expect((await get(t, recordPaths.walletRecordCsv, {})).statusCode).toBe(401);
    });
  });
});
