import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { SEC, USDT } from '../../test/factories';
import { createPayer, journalCount, postTransfer } from './wallet.testing';

/**
 * Real concurrency needs real sessions: PGlite is one session that runs requests one at a time, so
 * these run only on PostgreSQL (the server-pg Vitest project; CI provides the database).
 * Every request carries the right secondary password, so each one reaches the ledger: the outcomes
 * below are exact. ledger.pg.test.ts races postJournal itself.
 */
describe('wallet races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });

  it('50 concurrent transfers of 30 from a balance of 100: exactly 3 succeed', async () => {
    const sender = await createPayer(t);
    const receiver = await createPayer(t, sender.id);
    await creditForTest(t.db, sender.id, 100n * USDT);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        postTransfer(t, sender.token, { username: receiver.username, amount: '30', sec_password: SEC }),
      ),
    );
    const outcomes = results.map((r) => `${r.statusCode} ${r.json().message}`);
    expect(outcomes.filter((o) => o === '200 OK')).toHaveLength(3);
    expect(outcomes.filter((o) => o === '422 INSUFFICIAN_BALANCE')).toHaveLength(47);
    expect(await balanceOf(t, sender.id)).toBe(10n * USDT);
    expect(await balanceOf(t, receiver.id)).toBe(90n * USDT);
  }, 60_000);

  it('transfer rings A→B→C→A in both directions at once: no deadlock reaches a caller, money is conserved', async () => {
    const a = await createPayer(t);
    const b = await createPayer(t, a.id);
    const c = await createPayer(t, b.id);
    for (const m of [a, b, c]) await creditForTest(t.db, m.id, 100n * USDT);
    const ring: Array<[typeof a, typeof a]> = [
      [a, b],
      [b, c],
      [c, a],
      [b, a],
      [c, b],
      [a, c],
    ];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const [from, to] = ring[i % ring.length]!;
        return postTransfer(t, from.token, { username: to.username, amount: '7', sec_password: SEC });
      }),
    );
    const statuses = results.map((r) => `${r.statusCode} ${r.json().message}`);
    expect(statuses.filter((s) => s !== '200 OK' && s !== '422 INSUFFICIAN_BALANCE')).toEqual([]);
    const total = (await balanceOf(t, a.id)) + (await balanceOf(t, b.id)) + (await balanceOf(t, c.id));
    expect(total).toBe(300n * USDT);
    expect(statuses.filter((s) => s === '200 OK').length).toBeGreaterThan(0);
  }, 60_000);

  it('the same idempotency key sent 10 times at once executes once', async () => {
    const sender = await createPayer(t);
    const receiver = await createPayer(t, sender.id);
    await creditForTest(t.db, sender.id, 100n * USDT);
    const journalsBefore = await journalCount(t);
    const key = randomUUID();
    const body = { username: receiver.username, amount: '12', sec_password: SEC };
    const results = await Promise.all(Array.from({ length: 10 }, () => postTransfer(t, sender.token, body, key)));
    const answered = results.filter((r) => r.statusCode === 200);
    expect(results.map((r) => `${r.statusCode} ${r.json().message}`)).toEqual(Array(10).fill('200 OK'));
    const first = answered[0]!.json();
    for (const r of answered) expect(r.json()).toEqual(first);
    expect(answered.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await balanceOf(t, sender.id)).toBe(88n * USDT);
    expect(await balanceOf(t, receiver.id)).toBe(12n * USDT);
    expect(await journalCount(t)).toBe(journalsBefore + 1);
  }, 60_000);
});
