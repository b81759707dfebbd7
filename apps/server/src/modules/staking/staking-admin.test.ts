import { paths, stakingAdminPaths, stakingPaths, addDays } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { USDT, createAndSignIn, loginToken, signInAdmin } from '../../test/factories';
import { call, staffGet, staffPost, staffPut, okData } from '../../test/http';
import { createPayer } from '../wallet/wallet.testing';
import { auditActionsOf } from '../admin/admin.testing';
import { activeStakeIn, endStake, packageIdOf, stakingInfoOf } from './staking.testing';

const FRIDAY = '2026-03-06T02:00:00Z';
const MONDAY = '2026-03-09';
/** Day 96 held: surrender is open. */
const SURRENDER_OPEN = `${addDays(MONDAY, 95)}T02:00:00Z`;

describe('staking back office', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, at: FRIDAY, auditedLedger: true });
  const { admin, finance01: finance, support01: support } = useStaff(t, { finance01: 'finance', support01: 'support' });

  /** A member with a fixed 180-day stake of `amount`, activated, on Friday 2026-03-06. */
  async function memberWithFixedStake(amount: bigint) {
    t.clock.set(FRIDAY);
    const member = await createPayer(t);
    await creditForTest(t.db, member.id, amount * USDT);
    return { ...member, stakeId: await activeStakeIn(t, member.token, 'fixed_180', String(amount)) };
  }

  async function requestSurrender(member: Awaited<ReturnType<typeof memberWithFixedStake>>) {
    t.clock.set(SURRENDER_OPEN);
    member.token = await loginToken(t, member.username, member.password);
    await endStake(t, member.token, member.stakeId, 'surrender');
  }

  const packageBody = (overrides: Record<string, unknown> = {}) => ({
    code: 'fixed_90',
    type: 'fixed',
    names: {
      zh: '定期 90 天',
      en: 'Fixed 90 days',
      'zh-TW': '定期 90 天',
      th: 'ประจำ 90 วัน',
      vi: 'Cố định 90 ngày',
      ja: '定期 90日',
      ko: '정기 90일',
      id: 'Tetap 90 hari',
      ms: 'Tetap 90 hari',
    },
    term_days: 90,
    min_amount: '100',
    max_amount: null,
    step_amount: '100',
    daily_rate: '0.25',
    surrender_after_days: 30,
    penalty_percent: '5',
    can_terminate_early: true,
    ...overrides,
  });

  it('lists packages with every name and their live stakes; needs staff', async () => {
    await memberWithFixedStake(500n);
    expect((await t.app.inject({ method: 'GET', url: stakingAdminPaths.packages })).statusCode).toBe(401);
    const res = await staffGet(t, support, stakingAdminPaths.packages);
    expect(res.statusCode).toBe(200);
    const fixed = res.json().data.list.find((p: { code: string }) => p.code === 'fixed_180');
    expect(fixed).toMatchObject({ names: { ja: '定期 180日' }, live_count: 1, live_principal: '500.000000' });
  });

  it('creates and edits packages (finance or superadmin), audited; live stakes pin type and term', async () => {
    expect((await staffPost(t, support, stakingAdminPaths.packages, packageBody())).statusCode).toBe(403);
    const created = await staffPost(t, finance, stakingAdminPaths.packages, packageBody());
    const id = okData(created).id as string;
    expect(created.json().data).toMatchObject({
      daily_rate: '0.25',
      penalty_percent: '5.00',
      live_count: 0,
      is_demo_rate: false,
    });
    const row = await t.db
      .selectFrom('staking_packages')
      .selectAll()
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ daily_rate_ppm: 2500, penalty_bps: 500, min_micro: 100n * USDT });

    const duplicate = await staffPost(t, finance, stakingAdminPaths.packages, packageBody());
    expect(duplicate.json().message).toBe('PACKAGE_CODE_EXISTS');
    const flexibleWithTerm = await staffPost(
      t,
      finance,
      stakingAdminPaths.packages,
      packageBody({ code: 'x_1', type: 'flexible' }),
    );
    expect(flexibleWithTerm.statusCode).toBe(400);
    const badRate = await staffPost(
      t,
      finance,
      stakingAdminPaths.packages,
      packageBody({ code: 'x_2', daily_rate: '0.12345' }),
    );
    expect(badRate.statusCode).toBe(400);

    // An empty package may change its term; the rate change is audited with before and after.
    const edited = await staffPut(
      t,
      admin,
      stakingAdminPaths.package(id),
      packageBody({ term_days: 120, daily_rate: '0.2' }),
    );
    expect(okData(edited)).toMatchObject({ term_days: 120, daily_rate: '0.20' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'staking_package')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['staking_package.create', 'staking_package.update']);
    expect(JSON.stringify(audit[1]!.before)).toContain('"daily_rate":"0.25"');
    expect(JSON.stringify(audit[1]!.after)).toContain('"daily_rate":"0.20"');

    // fixed_180 has a live stake: its rate may change, its term may not.
    const fixedId = await packageIdOf(t, 'fixed_180');
    const fixed = (await staffGet(t, admin, stakingAdminPaths.packages))
      .json()
      .data.list.find((p: { id: string }) => p.id === fixedId);
    const fixedBody = {
      code: fixed.code,
      type: fixed.type,
      names: fixed.names,
      term_days: fixed.term_days,
      min_amount: '100',
      max_amount: null,
      step_amount: '100',
      daily_rate: fixed.daily_rate,
      surrender_after_days: fixed.surrender_after_days,
      penalty_percent: fixed.penalty_percent,
      can_terminate_early: fixed.can_terminate_early,
      is_demo_rate: true,
      sort_order: fixed.sort_order,
    };
    const pinned = await staffPut(t, admin, stakingAdminPaths.package(fixedId), { ...fixedBody, term_days: 200 });
    expect(pinned.json().message).toBe('PACKAGE_HAS_LIVE_STAKES');
    const rate = await staffPut(t, admin, stakingAdminPaths.package(fixedId), { ...fixedBody, daily_rate: '0.35' });
    expect(okData(rate).daily_rate).toBe('0.35');
    expect((await staffPut(t, admin, stakingAdminPaths.package('999999'), fixedBody)).json().message).toBe('NOT_FOUND');
    // Put the seeded rate back for the tests below.
    await staffPut(t, admin, stakingAdminPaths.package(fixedId), fixedBody);
  });

  it('approves a surrender once: principal minus 10 % to point1, the member is told; a second decision is STATE_CHANGED', async () => {
    const member = await memberWithFixedStake(1000n);
    await requestSurrender(member);
    const signedIn = await signInAdmin(t, admin.secret);
    admin.token = signedIn.token;
    const fin = await createAndSignIn(t, admin, 'finance02', 'finance');

    const queue = await staffGet(t, fin, stakingAdminPaths.surrenders);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.list.find((i: { stake_id: string }) => i.stake_id === member.stakeId)).toMatchObject({
      username: member.username,
      amount: '1000.000000',
      days_held: 96,
      penalty_percent: '10.00',
      penalty: '100.000000',
      returned: '900.000000',
    });

    const sup = await createAndSignIn(t, admin, 'support02', 'support');
    expect((await staffPost(t, sup, stakingAdminPaths.surrenderApprove(member.stakeId), {})).statusCode).toBe(403);

    const approved = await staffPost(t, fin, stakingAdminPaths.surrenderApprove(member.stakeId), {});
    expect(okData(approved)).toMatchObject({
      status: 'surrender_approved',
      penalty: '100.000000',
      returned: '900.000000',
    });
    expect(await balanceOf(t, member.id, 'point1')).toBe(900n * USDT);
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(0n);

    const again = await staffPost(t, fin, stakingAdminPaths.surrenderApprove(member.stakeId), {});
    expect(again.json().message).toBe('STATE_CHANGED');
    const reject = await staffPost(t, fin, stakingAdminPaths.surrenderReject(member.stakeId), { reason: 'late' });
    expect(reject.json().message).toBe('STATE_CHANGED');
    expect((await staffPost(t, fin, stakingAdminPaths.surrenderApprove('999999'), {})).json().message).toBe(
      'NOT_FOUND',
    );

    const notes = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('member_id', '=', member.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.kind).toBe('surrender_approved');
    expect(JSON.stringify(notes[0]!.params)).toContain('900.000000');
    const quits = await call(t, 'GET', stakingPaths.quitRecord, undefined, { token: member.token });
    expect(quits.json().data.list[0]).toMatchObject({
      action: 'surrender',
      status: 'approved',
      returned: '900.000000',
    });
    expect(await auditActionsOf(t, 'stake', member.stakeId)).toEqual(['stake.surrender_approve']);
    const home = await call(t, 'GET', paths.member.homePage, undefined, { token: member.token });
    expect(home.json().data).toMatchObject({ invest: '0.000000' });
  });

  it('rejects a surrender with a reason: the stake is active again and keeps its principal', async () => {
    const member = await memberWithFixedStake(2000n);
    await requestSurrender(member);
    // A fresh TOTP window: the same code twice is refused as a replay.
    t.clock.advance(10 * 60_000);
    admin.token = (await signInAdmin(t, admin.secret)).token;
    expect((await staffPost(t, admin, stakingAdminPaths.surrenderReject(member.stakeId), {})).statusCode).toBe(400);
    const rejected = await staffPost(t, admin, stakingAdminPaths.surrenderReject(member.stakeId), {
      reason: 'Please contact support first',
    });
    expect(okData(rejected).status).toBe('active');
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(2000n * USDT);
    expect((await stakingInfoOf(t, member.token)).stakes[0]).toMatchObject({ status: 'active', can_surrender: true });
    const quits = await call(t, 'GET', stakingPaths.quitRecord, undefined, { token: member.token });
    expect(quits.json().data.list[0]).toMatchObject({ status: 'rejected', reason: 'Please contact support first' });
    const notes = await t.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('member_id', '=', member.id)
      .execute();
    expect(notes.map((n) => n.kind)).toEqual(['surrender_rejected']);
    const home = await call(t, 'GET', paths.member.homePage, undefined, { token: member.token });
    expect(home.json().data).toMatchObject({ invest: '2000.000000' });
    const approveNow = await staffPost(t, admin, stakingAdminPaths.surrenderApprove(member.stakeId), {});
    expect(approveNow.json().message).toBe('STATE_CHANGED');
  });
});
