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
});
