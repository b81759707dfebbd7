import { type WorkQueue, financePaths, moneyDeskPaths, workQueueKinds, workQueuePaths } from '@tandem/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import {
  SEC,
  WEDNESDAY_NOON,
  createLoggedInMember,
  fund,
  insertMember,
  insertMemberSession,
} from '../../test/factories';
import { call, okData, postKeyed, staffGet, staffPost } from '../../test/http';
import { makePng, png } from '../../lib/uploads.testing';
import { submitKyc } from '../kyc/kyc.testing';
import { openTicket } from '../tickets/tickets.testing';
import { createWithdrawer, withdraw } from '../withdrawals/money-desk.testing';

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** Less than the staff sessions' idle limit, so the signed-in staff stay signed in. */
const WAIT_MS = 20 * 60_000;

/** The dashboard's one read through the real API: what waits, for whom, since when, and the money. */
describe('work queue', () => {
  const t = useTestApp({ at: WEDNESDAY_NOON, auditedLedger: true });
  const { admin, cashier, helpdesk } = useStaff(t, { cashier: 'finance', helpdesk: 'support' });
  beforeAll(async () => {
    await t.app.deps.settings.set('DEPOSIT_ADDRESS_TRC20_USDT', TRON_ADDRESS, null);
  });

  const read = async (who: { token: string }) =>
    okData(await staffGet(t, who.token, workQueuePaths.workQueue)) as WorkQueue;
  const queueOf = (q: WorkQueue, queue: string) => q.queues.find((item) => item.queue === queue);

  it('answers an empty desk: every queue at zero, no settlement yet, 30 quiet days', async () => {
    const q = await read(admin);
    expect(q.queues.map((item) => item.queue)).toEqual([...workQueueKinds]);
    for (const item of q.queues) expect(item).toMatchObject({ count: 0, oldest_at: null, oldest_age_seconds: null });
    expect(q.settlement).toBeNull();
    expect(q.money).toEqual({
      owed_usdt: '0.000000',
      treasury_usdt: '0.000000',
      fee_revenue_usdt: '0.000000',
      approved_unpaid: '0.000000',
    });
    expect(q.days).toHaveLength(30);
    expect(q.days.at(-1)!.day).toBe('2026-11-18');
    expect(q.days[0]!.day).toBe('2026-10-20');
  });

  it('counts what waits with its age, per role, and drops it once decided', async () => {
    const depositor = await createLoggedInMember(t);
    const deposit = okData(
      await postKeyed(t, moneyDeskPaths.deposit, depositor.token, {
        network: 'TRC20_USDT',
        amount: '250',
        tx_hash: randomUUID().replace(/-/g, '').repeat(2),
      }),
    );
    const withdrawer = await createWithdrawer(t);
    await fund(t, withdrawer.id, 500n);
    expect((await withdraw(t, withdrawer.token, { amount: '100', sec_password: SEC })).statusCode).toBe(200);
    const applicant = await insertMember(t, { fullname: 'Queue Person' });
    // Joined on the test clock's day (the column default is the database's own clock).
    await t.db.updateTable('members').set({ created_at: t.clock.now() }).where('id', '=', applicant).execute();
    const image = await makePng();
    const kyc = await submitKyc(
      t,
      await insertMemberSession(t, applicant),
      { type: 'id_card', identity_number: 'S7654321A' },
      [png('front', image), png('rear', image)],
    );
    expect(kyc.statusCode).toBe(200);
    await openTicket(t, depositor.token, { title: 'Where is my deposit', category: 'deposit', content: 'Sent it.' });
    t.clock.set(new Date(t.clock.now().getTime() + WAIT_MS));

    const all = await read(admin);
    for (const queue of ['deposits', 'withdrawals', 'kyc', 'tickets']) {
      expect(queueOf(all, queue)!.count, queue).toBe(1);
      expect(queueOf(all, queue)!.oldest_age_seconds, queue).toBeGreaterThanOrEqual(WAIT_MS / 1000);
      // Some rows are stamped by the database's own clock, which the test clock is ahead of by however long
      // the file has run so far: a bound, not an exact age.
      expect(queueOf(all, queue)!.oldest_age_seconds, queue).toBeLessThan(WAIT_MS / 1000 + 600);
    }
    expect(queueOf(all, 'surrenders')!.count).toBe(0);
    expect(all.days.at(-1)!.signups).toBe(1);

    // Each role sees only the queues it can act on; the money only with finance.reports.
    const finance = await read(cashier);
    expect(finance.queues.map((item) => item.queue)).toEqual([
      'deposits',
      'withdrawals',
      'chain_deposits',
      'adjustments',
      'surrenders',
    ]);
    expect(finance.money).not.toBeNull();
    const support = await read(helpdesk);
    expect(support.queues.map((item) => item.queue)).toEqual(['tickets', 'contact', 'mall_requests']);
    expect(support.money).toBeNull();
    expect(support.days.every((d) => d.deposits === null && d.withdrawals === null && d.stakes === null)).toBe(true);

    const approved = await staffPost(t, cashier.token, financePaths.depositApprove(deposit.id), {});
    expect(approved.statusCode).toBe(200);
    const after = await read(cashier);
    expect(queueOf(after, 'deposits')).toMatchObject({ count: 0, oldest_at: null });
    expect(queueOf(after, 'withdrawals')!.count).toBe(1);
    expect(after.days.at(-1)!.deposits).toBe('250.000000');
    // 500 funded + 250 credited, less the withdrawal's amount and fee which left the wallet for the hold.
    expect(after.money!.treasury_usdt).toBe('250.000000');
    expect(Number(after.money!.owed_usdt)).toBeGreaterThanOrEqual(750);
  });

  it('narrows the finance queues by username, amount, reference and business days', async () => {
    const alice = await createLoggedInMember(t, { username: 'searchalice' });
    const bob = await createLoggedInMember(t, { username: 'searchbob' });
    const aliceHash = `abc${'1'.repeat(61)}`;
    for (const [who, amount, hash] of [
      [alice, '40', aliceHash],
      [bob, '41.5', `fed${'2'.repeat(61)}`],
    ] as const) {
      const res = await postKeyed(t, moneyDeskPaths.deposit, who.token, {
        network: 'TRC20_USDT',
        amount,
        tx_hash: hash,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const find = async (query: Record<string, string>) => {
      const res = await staffGet(t, cashier.token, financePaths.deposits, { status: 'pending', ...query });
      return (okData(res).list as Array<{ username: string }>).map((row) => row.username).sort();
    };
    expect(await find({ username: 'SEARCH' })).toEqual(['searchalice', 'searchbob']);
    expect(await find({ username: 'searchb' })).toEqual(['searchbob']);
    expect(await find({ username: 'search_' })).toEqual([]); // `_` is a character, not a wildcard
    expect(await find({ amount: '41.50' })).toEqual(['searchbob']);
    expect(await find({ reference: 'ABC111' })).toEqual(['searchalice']);
    const today = '2026-11-18';
    expect(await find({ username: 'search', from: today, to: today })).toEqual(['searchalice', 'searchbob']);
    expect(await find({ username: 'search', to: '2026-11-17' })).toEqual([]);
    expect(await find({ username: 'search', from: '2026-11-19' })).toEqual([]);
    const withdrawals = await staffGet(t, cashier.token, financePaths.withdrawals, {
      status: 'pending',
      username: 'nobody',
    });
    expect(okData(withdrawals)).toMatchObject({ list: [], total: 0 });

    const bad = await staffGet(t, cashier.token, financePaths.deposits, { amount: 'ten', from: '18/11/2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('VALIDATION_ERROR');
    expect(bad.json().data.fields).toMatchObject({ amount: 'invalid', from: 'invalid' });
  });

  it('shows the latest settlement day, running until it finishes', async () => {
    const started = new Date('2026-11-17T16:05:00Z');
    await t.db
      .insertInto('settlement_days')
      .values([
        { business_day: '2026-11-16', is_business_day: true, started_at: started, finished_at: started },
        { business_day: '2026-11-17', is_business_day: true, started_at: started, finished_at: null },
      ])
      .execute();
    expect((await read(helpdesk)).settlement).toEqual({
      business_day: '2026-11-17',
      is_business_day: true,
      status: 'running',
      started_at: started.toISOString(),
      finished_at: null,
    });
    await t.db
      .updateTable('settlement_days')
      .set({ finished_at: started })
      .where('business_day', '=', '2026-11-17')
      .execute();
    expect((await read(helpdesk)).settlement).toMatchObject({ status: 'finished', finished_at: started.toISOString() });
  });

  it('answers only signed-in staff', async () => {
    const member = await createLoggedInMember(t);
    expect((await call(t, 'GET', workQueuePaths.workQueue, undefined, { token: member.token })).statusCode).toBe(401);
    expect((await call(t, 'GET', workQueuePaths.workQueue)).statusCode).toBe(401);
  });
});
