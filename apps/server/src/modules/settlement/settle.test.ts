import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { auditLedger } from '../../ledger/audit';
import { startSettlementScheduler } from './scheduler';
import { lastDueDay, runSettlement, settleDay, settleThrough } from './settle';
import { USDT } from '../../test/factories';
import {
  accrualDays,
  addMember,
  claimableOf,
  expectCleanAudit,
  morningOf,
  packageId,
  placeStake,
  settledDays,
  settlementDeps,
  shortTermPackage,
} from './settlement.testing';
import { balanceOf } from '../../ledger/ledger.testing';

// Fixed calendar: 2026-11-06 is a Friday, 11-09 a Monday, 11-14/15 and 11-21/22 weekends.
const WEEKDAYS_9_TO_13 = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];

describe('daily settlement', () => {
  const t = useTestApp();

  it('settles from 00:05 business time the day before', () => {
    expect(lastDueDay(new Date('2026-11-10T00:04:00+08:00'), 'Asia/Singapore')).toBe('2026-11-08');
    expect(lastDueDay(new Date('2026-11-10T00:05:00+08:00'), 'Asia/Singapore')).toBe('2026-11-09');
    expect(lastDueDay(new Date('2026-11-10T23:59:00+08:00'), 'Asia/Singapore')).toBe('2026-11-09');
  });

  it('accrues once per weekday from the weekday after the stake, none on weekends, catching up day by day', async () => {
    const deps = settlementDeps(t);
    const flexible = await packageId(t, 'flexible'); // 0.10 % a day
    const member = await addMember(t);
    const stake = await placeStake(t, {
      memberId: member,
      packageId: flexible,
      amountMicro: 1000n * USDT,
      stakedOn: '2026-11-06',
    });

    t.clock.set(morningOf('2026-11-10'));
    const first = await runSettlement(deps, lastDueDay(t.clock.now(), deps.config.businessTz));
    expect(first.days.map((d) => d.day)).toEqual(['2026-11-09']);
    const status = await t.db.selectFrom('stakes').select('status').where('id', '=', stake).executeTakeFirstOrThrow();
    expect(status.status).toBe('active');
    expect(await claimableOf(t, member)).toBe(1n * USDT);

    // Down from Tuesday to the next Monday: six days, settled one after the other.
    t.clock.set(morningOf('2026-11-16'));
    const catchUp = await runSettlement(deps, lastDueDay(t.clock.now(), deps.config.businessTz));
    expect(catchUp.days.map((d) => [d.day, d.isBusinessDay, d.stakesAccrued])).toEqual([
      ['2026-11-10', true, 1n],
      ['2026-11-11', true, 1n],
      ['2026-11-12', true, 1n],
      ['2026-11-13', true, 1n],
      ['2026-11-14', false, 0n],
      ['2026-11-15', false, 0n],
    ]);
    expect((await accrualDays(t))[String(stake)]).toEqual(WEEKDAYS_9_TO_13);
    expect(await claimableOf(t, member)).toBe(5n * USDT);

    // A rerun finds nothing to do; even a day forced to run again pays nobody twice.
    expect((await runSettlement(deps, '2026-11-15')).days).toEqual([]);
    await t.db
      .updateTable('settlement_days')
      .set({ finished_at: null })
      .where('business_day', '=', '2026-11-12')
      .execute();
    const again = await settleDay(deps, '2026-11-12');
    expect(again.stakesAccrued).toBe(1n);
    expect((await accrualDays(t))[String(stake)]).toEqual(WEEKDAYS_9_TO_13);
    expect(await claimableOf(t, member)).toBe(5n * USDT);
    expect((await settledDays(t)).every((d) => d.finished)).toBe(true);
    await expectCleanAudit(t);

    // The audit sees a skipped day and a weekend accrual (invariant 6).
    const line = await t.db
      .deleteFrom('stake_accruals')
      .where('stake_id', '=', stake)
      .where('business_day', '=', '2026-11-11')
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('stake_accruals')
      .values({ ...line, business_day: '2026-11-14' })
      .execute();
    const checks = (await auditLedger(t.db)).map((f) => f.check);
    expect(checks).toContain('no settled business day skipped a stake that was earning on it');
    expect(checks).toContain(
      'each (stake, day) accrues at most once, only on weekdays from its start day, for a stake that exists',
    );
    await t.db
      .deleteFrom('stake_accruals')
      .where('stake_id', '=', stake)
      .where('business_day', '=', '2026-11-14')
      .execute();
    await t.db.insertInto('stake_accruals').values(line).execute();
    await expectCleanAudit(t);
  });

  it('renews a stake at the end of its term, returns a terminating one, and sends one notice each', async () => {
    const deps = settlementDeps(t);
    const short = await shortTermPackage(t, 10); // 0.20 % a day, 10 calendar days
    const keeper = await addMember(t);
    const leaver = await addMember(t);
    const renewing = await placeStake(t, {
      memberId: keeper,
      packageId: short,
      amountMicro: 500n * USDT,
      stakedOn: '2026-11-13',
    });
    const quitting = await placeStake(t, {
      memberId: leaver,
      packageId: short,
      amountMicro: 300n * USDT,
      stakedOn: '2026-11-13',
    });
    const terms = await t.db
      .selectFrom('stakes')
      .select(['term_end_day'])
      .where('id', '=', quitting)
      .executeTakeFirstOrThrow();
    expect(terms.term_end_day).toBe('2026-11-25');
    await t.db.updateTable('stakes').set({ status: 'quit_request_pending' }).where('id', '=', quitting).execute();

    t.clock.set(morningOf('2026-11-26'));
    await runSettlement(deps, '2026-11-25');

    const rows = await t.db
      .selectFrom('stakes')
      .select(['id', 'status', 'cycle', 'cycle_start_day', 'term_end_day', 'notice_sent_cycle', 'returned_micro'])
      .where('id', 'in', [renewing, quitting])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({
      status: 'active',
      cycle: 2,
      cycle_start_day: '2026-11-26',
      term_end_day: '2026-12-05',
      notice_sent_cycle: 1,
    });
    expect(rows[1]).toMatchObject({
      status: 'terminated',
      cycle: 1,
      notice_sent_cycle: 1,
      returned_micro: 300n * USDT,
    });
    const term1 = [
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ];
    const days = await accrualDays(t);
    expect(days[String(renewing)]).toEqual(term1);
    expect(days[String(quitting)]).toEqual(term1);
    expect(await balanceOf(t, leaver, 'point1')).toBe(300n * USDT);
    expect(await balanceOf(t, leaver, 'stake_lock')).toBe(0n);
    expect(await balanceOf(t, keeper, 'stake_lock')).toBe(500n * USDT);

    const notices = await t.db
      .selectFrom('notifications')
      .select(['member_id', 'kind'])
      .where('member_id', 'in', [keeper, leaver])
      .execute();
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.kind === 'stake_expiry')).toBe(true);

    // The renewed stake keeps earning; the returned one does not.
    t.clock.set(morningOf('2026-11-28'));
    await runSettlement(deps, '2026-11-27');
    const later = await accrualDays(t);
    expect(later[String(renewing)]).toEqual([...term1, '2026-11-26', '2026-11-27']);
    expect(later[String(quitting)]).toEqual(term1);
    expect(await claimableOf(t, keeper)).toBe(10n * USDT);
    expect(await claimableOf(t, leaver)).toBe(4_800_000n); // 0.6 USDT a day, 8 days
    const events = await t.db.selectFrom('stake_events').select(['kind']).where('stake_id', '=', renewing).execute();
    expect(events.map((e) => e.kind).sort()).toEqual(['expiry_notice', 'renew']);
    await expectCleanAudit(t);
  });
});

describe('settlement under failure and concurrency', () => {
  const t = useTestApp();

  it('a crash between batches or inside one leaves whole batches, and a rerun completes the day exactly once', async () => {
    const deps = settlementDeps(t);
    const fixed = await packageId(t, 'fixed_180'); // 0.30 % a day
    const members: bigint[] = [];
    for (let i = 0; i < 7; i++) {
      const m = await addMember(t);
      members.push(m);
      await placeStake(t, { memberId: m, packageId: fixed, amountMicro: 1000n * USDT, stakedOn: '2026-11-06' });
    }
    t.clock.set(morningOf('2026-11-10'));
    const crash = new Error('power cut');
    await expect(
      settleThrough(deps, '2026-11-09', {
        batchSize: 2,
        hooks: {
          afterBatch: (stage, n) => {
            if (stage === 'profit' && n === 2) throw crash;
          },
        },
      }),
    ).rejects.toBe(crash);
    expect(Object.keys(await accrualDays(t))).toHaveLength(4);
    await expectCleanAudit(t);

    await expect(
      settleThrough(deps, '2026-11-09', {
        batchSize: 2,
        hooks: {
          inBatch: (stage, n) => {
            if (stage === 'profit' && n === 4) throw crash;
          },
        },
      }),
    ).rejects.toBe(crash);
    // Batches 1 and 2 found their stakes paid, batch 3 (stakes 5 and 6) committed, batch 4 rolled back.
    expect(Object.keys(await accrualDays(t))).toHaveLength(6);
    expect(await settledDays(t)).toEqual([{ business_day: '2026-11-09', finished: false }]);

    const done = await settleThrough(deps, '2026-11-09', { batchSize: 2 });
    expect(done.map((d) => [d.day, d.stakesAccrued, d.profitMicro])).toEqual([['2026-11-09', 7n, 21n * USDT]]);
    const days = await accrualDays(t);
    expect(Object.values(days)).toEqual(Array(7).fill(['2026-11-09']));
    for (const m of members) expect(await claimableOf(t, m)).toBe(3n * USDT);
    await expectCleanAudit(t);
  });

  it('two runners at once: the runner lock keeps one out, and without it the guards still pay once', async () => {
    const deps = settlementDeps(t);
    t.clock.set(morningOf('2026-11-14'));
    if (deps.dbKind === 'postgres') {
      // Another server holds the runner lock: this one stays out and settles nothing.
      const other = await t.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(7300200)`.execute(conn);
        try {
          return await runSettlement(deps, '2026-11-11');
        } finally {
          await sql`select pg_advisory_unlock(7300200)`.execute(conn);
        }
      });
      expect(other).toEqual({ ran: false, days: [] });
    }
    const [a, b] = await Promise.all([runSettlement(deps, '2026-11-11'), runSettlement(deps, '2026-11-11')]);
    if (deps.dbKind === 'pglite') expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect([...a.days, ...b.days].map((d) => d.day).sort()).toEqual(['2026-11-10', '2026-11-11']);

    // No lock at all: two plain runners over the same days, interleaving their batches.
    await Promise.all([
      settleThrough(deps, '2026-11-13', { batchSize: 2 }),
      settleThrough(deps, '2026-11-13', { batchSize: 3 }),
    ]);
    const days = await accrualDays(t);
    expect(Object.values(days)).toEqual(
      Array(7).fill(['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']),
    );
    const profit = await t.db
      .selectFrom('settlement_days')
      .select(['business_day', 'stakes_accrued', 'profit_micro'])
      .where('business_day', '>=', '2026-11-12')
      .orderBy('business_day')
      .execute();
    expect(profit).toEqual([
      { business_day: '2026-11-12', stakes_accrued: 7n, profit_micro: 21n * USDT },
      { business_day: '2026-11-13', stakes_accrued: 7n, profit_micro: 21n * USDT },
    ]);
    await expectCleanAudit(t);
  });

  it('the scheduler settles the due days by itself and stops cleanly', async () => {
    const deps = settlementDeps(t);
    // At 00:04 on Tuesday the weekend is due, Monday not yet (from 00:05).
    t.clock.set(new Date('2026-11-17T00:04:00+08:00'));
    const scheduler = startSettlementScheduler(deps, t.app.log, 20);
    const lastSettled = async () => (await settledDays(t)).at(-1)?.business_day;
    for (let i = 0; i < 200 && (await lastSettled()) !== '2026-11-15'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A few more ticks change nothing until the clock passes 00:05.
    await scheduler.runsEnded(3);
    expect((await settledDays(t)).slice(-3)).toEqual([
      { business_day: '2026-11-13', finished: true },
      { business_day: '2026-11-14', finished: true },
      { business_day: '2026-11-15', finished: true },
    ]);
    t.clock.set(new Date('2026-11-17T00:06:00+08:00'));
    for (let i = 0; i < 200 && (await lastSettled()) !== '2026-11-16'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await scheduler.stop();
    expect((await settledDays(t)).at(-1)).toEqual({ business_day: '2026-11-16', finished: true });
    expect(Object.values(await accrualDays(t)).every((days) => days.at(-1) === '2026-11-16')).toBe(true);
    await expectCleanAudit(t);
  });
});
