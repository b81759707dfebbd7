import { paths, stakingPaths, addDays } from '@tandem/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { call, okData } from '../../test/http';
import { SEC, USDT, loginToken } from '../../test/factories';
import { createPayer, journalCount } from '../wallet/wallet.testing';
import { accrueForTest, activate, packageIdOf, postStaking, stakingInfoOf } from './staking.testing';

/** Friday 2026-03-06, 10:00 in Asia/Singapore: a stake today starts earning on Monday 2026-03-09. */
const FRIDAY = '2026-03-06T02:00:00Z';
const MONDAY = '2026-03-09';

describe('staking calls', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });
  let sponsor: Awaited<ReturnType<typeof createPayer>>;
  let pkg: Record<'flexible' | 'fixed_180' | 'fixed_360' | 'contract_200', string>;

  beforeAll(async () => {
    sponsor = await createPayer(t);
    pkg = {
      flexible: await packageIdOf(t, 'flexible'),
      fixed_180: await packageIdOf(t, 'fixed_180'),
      fixed_360: await packageIdOf(t, 'fixed_360'),
      contract_200: await packageIdOf(t, 'contract_200'),
    };
  });
  beforeEach(() => t.clock.set(FRIDAY));

  /** A member under the sponsor with `funds` USDT in point1. */
  async function funded(funds: bigint) {
    const member = await createPayer(t, sponsor.id);
    if (funds > 0n) await creditForTest(t.db, member.id, funds * USDT);
    return member;
  }
  const stake = (token: string, body: Record<string, unknown>) =>
    postStaking(t, stakingPaths.staking, token, { sec_password: SEC, ...body });
  const terminate = (token: string, stakeId: string, action: string) =>
    postStaking(t, stakingPaths.terminateStaking, token, { stake_id: stakeId, action, sec_password: SEC });
  const change = (token: string, stakeId: string, packageId: string) =>
    postStaking(t, stakingPaths.changeStakingPackage, token, {
      stake_id: stakeId,
      package_id: packageId,
      sec_password: SEC,
    });
  /** The member's latest quit record (a redeem, maturity or surrender), as the records page lists it. */
  async function latestQuit(token: string) {
    const quits = await call(t, 'GET', stakingPaths.quitRecord, undefined, { token });
    return quits.json().data.list[0];
  }
  async function activeStake(token: string, code: keyof typeof pkg, amount: string) {
    const res = await stake(token, { package_id: pkg[code], amount });
    await activate(t, okData(res).id);
    return res.json().data.id as string;
  }

  it('requires a session', async () => {
    expect((await call(t, 'GET', stakingPaths.getPackageType)).statusCode).toBe(401);
    expect((await call(t, 'GET', stakingPaths.stakingInfo)).statusCode).toBe(401);
    expect((await call(t, 'POST', stakingPaths.staking, { package_id: '1', amount: '100' })).statusCode).toBe(401);
  });

  it("getPackageType lists the four seeded packages with their rules, named in the member's language", async () => {
    const member = await funded(0n);
    const res = await call(t, 'GET', stakingPaths.getPackageType, undefined, { token: member.token });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.package_type;
    expect(list.map((p: { code: string }) => p.code)).toEqual(['flexible', 'fixed_180', 'fixed_360', 'contract_200']);
    expect(list[0]).toMatchObject({
      type: 'flexible',
      term_days: null,
      min_amount: '30.000000',
      max_amount: '1000.000000',
      step_amount: '1.000000',
      daily_rate: '0.10',
      surrender_after_days: null,
      is_demo_rate: true,
      status: 'active',
    });
    expect(list[1]).toMatchObject({
      type: 'fixed',
      term_days: 180,
      min_amount: '100.000000',
      max_amount: null,
      step_amount: '100.000000',
      surrender_after_days: 95,
      penalty_percent: '10.00',
    });
    expect(list[3]).toMatchObject({
      type: 'contract',
      term_days: 200,
      surrender_after_days: null,
      can_terminate_early: false,
    });
    const english = await call(t, 'GET', stakingPaths.getPackageType, undefined, {
      token: member.token,
      query: { language: 'en' },
    });
    expect(english.json().data.package_type[3].name).toBe('Contract 200 days');
    const thai = await call(t, 'GET', stakingPaths.getPackageType, undefined, {
      token: member.token,
      query: { language: 'th' },
    });
    expect(thai.json().data.package_type[3].name).toBe('สัญญา 200 วัน');

    await t.db.updateTable('staking_packages').set({ status: 'inactive' }).where('code', '=', 'fixed_360').execute();
    const after = await call(t, 'GET', stakingPaths.getPackageType, undefined, { token: member.token });
    expect(after.json().data.package_type.map((p: { code: string }) => p.code)).not.toContain('fixed_360');
    const refused = await stake(member.token, { package_id: pkg.fixed_360, amount: '100' });
    expect(refused.json().message).toBe('PACKAGE_INACTIVE');
    await t.db.updateTable('staking_packages').set({ status: 'active' }).where('code', '=', 'fixed_360').execute();
  });

  it('a stake locks the principal, starts on the next weekday and pays the sponsor 5 % into point3', async () => {
    const member = await funded(1000n);
    const sponsorPoint3 = await balanceOf(t, sponsor.id, 'point3');
    const res = await stake(member.token, { package_id: pkg.fixed_180, amount: '300' });
    const view = okData(res);
    expect(view).toMatchObject({
      package_code: 'fixed_180',
      amount: '300.000000',
      source_wallet: 'point1',
      status: 'not_activated',
      start_day: MONDAY,
      term_end_day: addDays(MONDAY, 179),
      cycle: 1,
      surrender_opens_day: addDays(MONDAY, 95),
      can_surrender: false,
      can_redeem: false,
      daily_profit: '0.900000',
      penalty_amount: '30.000000',
    });
    expect(await balanceOf(t, member.id, 'point1')).toBe(700n * USDT);
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(300n * USDT);
    expect((await balanceOf(t, sponsor.id, 'point3')) - sponsorPoint3).toBe(15n * USDT);

    const line = await t.db
      .selectFrom('bonus_lines')
      .selectAll()
      .where('source_stake_id', '=', BigInt(view.id))
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ beneficiary_id: sponsor.id, kind: 'direct', level: 1, rate_bps: 500 });
    expect(line.amount_micro).toBe(15n * USDT);
    expect(line.base_micro).toBe(300n * USDT);

    const bonus = await call(t, 'GET', stakingPaths.bonusRecord, undefined, { token: sponsor.token });
    expect(bonus.json().data.list[0]).toMatchObject({
      kind: 'direct',
      source_username: member.username,
      source_stake_id: view.id,
      base: '300.000000',
      rate_percent: '5.00',
      amount: '15.000000',
    });
    const info = await stakingInfoOf(t, member.token);
    expect(info).toMatchObject({ live_count: 1, principal: '300.000000', claimable_profit: '0.000000' });
    expect(info.stakes[0].id).toBe(view.id);
    const japanese = await call(t, 'GET', stakingPaths.stakingInfo, undefined, {
      token: member.token,
      query: { language: 'ja' },
    });
    expect(japanese.json().data.stakes[0].package_name).toBe('定期 180日');
    expect((await stakingInfoOf(t, sponsor.token)).dynamic_bonus).not.toBe('0.000000');

    const invest = await call(t, 'GET', stakingPaths.investRecord, undefined, { token: member.token });
    expect(invest.json().data).toMatchObject({
      total: 1,
      list: [{ stake_id: view.id, kind: 'stake', amount: '300.000000', source_wallet: 'point1' }],
    });
  });

  it('stakes from point2 and point3; no bonus without a sponsor', async () => {
    const member = await createPayer(t);
    await creditForTest(t.db, member.id, 100n * USDT, { kind: 'point2' });
    await creditForTest(t.db, member.id, 100n * USDT, { kind: 'point3' });
    expect((await stake(member.token, { package_id: pkg.flexible, amount: '60', wallet: 'point2' })).statusCode).toBe(
      200,
    );
    expect((await stake(member.token, { package_id: pkg.flexible, amount: '70', wallet: 'point3' })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(t, member.id, 'point2')).toBe(40n * USDT);
    expect(await balanceOf(t, member.id, 'point3')).toBe(30n * USDT);
    const lines = await t.db
      .selectFrom('bonus_lines')
      .innerJoin('stakes', 'stakes.id', 'bonus_lines.source_stake_id')
      .select('bonus_lines.id')
      .where('stakes.member_id', '=', member.id)
      .execute();
    expect(lines).toEqual([]);
  });

  it('refuses bad amounts with a code and changes nothing', async () => {
    const member = await funded(5000n);
    const journals = await journalCount(t);
    const cases: Array<[string, unknown, string]> = [
      ['flexible', '0', 'VALIDATION_ERROR'],
      ['flexible', '-5', 'VALIDATION_ERROR'],
      ['flexible', '30.5', 'VALIDATION_ERROR'],
      ['flexible', '1e3', 'VALIDATION_ERROR'],
      ['flexible', '99999999999999999999', 'VALIDATION_ERROR'],
      ['flexible', 'abc', 'VALIDATION_ERROR'],
      ['flexible', true, 'VALIDATION_ERROR'],
      ['flexible', '29', 'INCORRECT_STAKING_AMOUNT'],
      ['flexible', 1001, 'MAX_STAKE_AMOUNT'],
      ['fixed_180', '50', 'INCORRECT_STAKING_AMOUNT'],
      ['fixed_180', '150', 'INCORRECT_STAKING_AMOUNT'],
      ['contract_200', '250', 'INCORRECT_STAKING_AMOUNT'],
      ['fixed_360', '6000', 'INSUFFICIAN_BALANCE'],
    ];
    for (const [code, amount, expected] of cases) {
      const res = await stake(member.token, { package_id: pkg[code as keyof typeof pkg], amount });
      expect(res.json().message, `${code} ${String(amount)}`).toBe(expected);
    }
    expect((await stake(member.token, { package_id: '999999', amount: '100' })).json().message).toBe('NOT_FOUND');
    expect((await stake(member.token, { package_id: pkg.flexible, amount: '100', wallet: 'point4' })).statusCode).toBe(
      400,
    );
    const wrongPassword = await stake(member.token, {
      package_id: pkg.flexible,
      amount: '100',
      sec_password: 'Wrong1234',
    });
    expect(wrongPassword.json().message).toBe('INCORRECT_SEC_PASSWORD');
    expect(await journalCount(t)).toBe(journals);
    expect(await balanceOf(t, member.id, 'point1')).toBe(5000n * USDT);
    expect((await stakingInfoOf(t, member.token)).live_count).toBe(0);
    // The limits themselves are fine.
    expect((await stake(member.token, { package_id: pkg.flexible, amount: '30' })).statusCode).toBe(200);
    expect((await stake(member.token, { package_id: pkg.flexible, amount: '1000' })).statusCode).toBe(200);
    expect((await stake(member.token, { package_id: pkg.fixed_360, amount: '3900' })).statusCode).toBe(200);
  });

  it('an Idempotency-Key replays the first answer and stakes once', async () => {
    const member = await funded(500n);
    const body = { package_id: pkg.flexible, amount: '100', sec_password: SEC };
    const first = await postStaking(t, stakingPaths.staking, member.token, body, 'stake-key-0001');
    const second = await postStaking(t, stakingPaths.staking, member.token, body, 'stake-key-0001');
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await balanceOf(t, member.id, 'point1')).toBe(400n * USDT);
    const otherBody = await postStaking(
      t,
      stakingPaths.staking,
      member.token,
      { ...body, amount: '101' },
      'stake-key-0001',
    );
    expect(otherBody.json().message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, member.id, 'point1')).toBe(400n * USDT);
  });

  it('flexible: redeem returns the principal now; not before activation; no maturity or surrender', async () => {
    const member = await funded(200n);
    const res = await stake(member.token, { package_id: pkg.flexible, amount: '200' });
    const id = res.json().data.id;
    expect((await terminate(member.token, id, 'redeem')).json().message).toBe('PACKAGE_UNDER_TOPUP');
    await activate(t, id);
    expect((await terminate(member.token, id, 'maturity')).json().message).toBe('TERMINATE_NOT_ALLOWED');
    expect((await terminate(member.token, id, 'surrender')).json().message).toBe('TERMINATE_NOT_ALLOWED');
    const redeemed = await terminate(member.token, id, 'redeem');
    expect(okData(redeemed)).toMatchObject({ status: 'end', can_redeem: false });
    expect(await balanceOf(t, member.id, 'point1')).toBe(200n * USDT);
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(0n);
    expect((await terminate(member.token, id, 'redeem')).json().message).toBe('PACKAGE_UNDER_TERMINATE');
    expect(await latestQuit(member.token)).toMatchObject({
      stake_id: id,
      action: 'redeem',
      returned: '200.000000',
      penalty: '0.000000',
      status: 'done',
    });
  });

  it('contract: cannot end early, only at maturity; a second request is PACKAGE_UNDER_TERMINATE', async () => {
    const member = await funded(100n);
    const id = await activeStake(member.token, 'contract_200', '100');
    expect((await terminate(member.token, id, 'surrender')).json().message).toBe('CONTRACT_CANNOT_END_EARLY');
    expect((await terminate(member.token, id, 'redeem')).json().message).toBe('CONTRACT_CANNOT_END_EARLY');
    expect((await change(member.token, id, pkg.fixed_180)).json().message).toBe('CONTRACT_CANNOT_END_EARLY');
    const quit = await terminate(member.token, id, 'maturity');
    expect(okData(quit).status).toBe('quit_request_pending');
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(100n * USDT);
    expect((await terminate(member.token, id, 'maturity')).json().message).toBe('PACKAGE_UNDER_TERMINATE');
    expect((await change(member.token, id, pkg.fixed_180)).json().message).toBe('PACKAGE_UNDER_TERMINATE');
    expect((await terminate(member.token, '999999', 'maturity')).json().message).toBe('NOT_FOUND');
    expect(await latestQuit(member.token)).toMatchObject({
      action: 'maturity',
      status: 'scheduled',
      amount: '100.000000',
    });
  });

  it('fixed: surrender opens after 95 days held; before that SURRENDER_NOT_OPEN', async () => {
    const member = await funded(1000n);
    const id = await activeStake(member.token, 'fixed_180', '1000');
    expect((await terminate(member.token, id, 'redeem')).json().message).toBe('TERMINATE_NOT_ALLOWED');
    // Day 95 held (start day counts as day 1): not yet.
    t.clock.set(`${addDays(MONDAY, 94)}T02:00:00Z`);
    member.token = await loginToken(t, member.username, member.password);
    const early = await terminate(member.token, id, 'surrender');
    expect(early.json()).toMatchObject({ message: 'SURRENDER_NOT_OPEN', data: { opens_day: addDays(MONDAY, 95) } });
    expect((await stakingInfoOf(t, member.token)).stakes[0]).toMatchObject({ days_held: 95, can_surrender: false });
    // Day 96: open.
    t.clock.set(`${addDays(MONDAY, 95)}T02:00:00Z`);
    expect((await stakingInfoOf(t, member.token)).stakes[0]).toMatchObject({ days_held: 96, can_surrender: true });
    const ok = await terminate(member.token, id, 'surrender');
    expect(okData(ok).status).toBe('surrender_pending');
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(1000n * USDT);
    expect(await latestQuit(member.token)).toMatchObject({
      action: 'surrender',
      status: 'pending',
      penalty: '100.000000',
      returned: '900.000000',
    });
  });

  it('redeemProfit claims exactly the unclaimed profit into point2, once', async () => {
    const member = await funded(1000n);
    const none = await postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: SEC });
    expect(none.json().message).toBe('no_can_claim_bonus');
    const id = await activeStake(member.token, 'fixed_360', '1000');
    const a = await accrueForTest(t, id, MONDAY);
    const b = await accrueForTest(t, id, addDays(MONDAY, 1));
    expect(a).toBe(4n * USDT);
    expect((await stakingInfoOf(t, member.token)).claimable_profit).toBe('8.000000');
    const home = await call(t, 'GET', paths.member.homePage, undefined, { token: member.token });
    expect(home.json().data).toMatchObject({ invest: '1000.000000', claimable_profit: '8.000000' });
    const wrong = await postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: 'Wrong1234' });
    expect(wrong.json().message).toBe('INCORRECT_SEC_PASSWORD');
    const res = await postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: SEC });
    expect(okData(res)).toMatchObject({ amount: '8.000000', lines: 2, point2: '8.000000' });
    expect(await balanceOf(t, member.id, 'point2')).toBe(a + b);
    expect((await stakingInfoOf(t, member.token)).claimable_profit).toBe('0.000000');
    const again = await postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: SEC });
    expect(again.json().message).toBe('no_can_claim_bonus');

    const records = await call(t, 'GET', stakingPaths.getStakingRecord, undefined, { token: member.token });
    expect(records.json().data).toMatchObject({
      total: 2,
      list: [
        {
          business_day: addDays(MONDAY, 1),
          principal: '1000.000000',
          daily_rate: '0.40',
          amount: '4.000000',
          status: 'claimed',
        },
        { business_day: MONDAY, status: 'claimed' },
      ],
    });
    const info = await stakingInfoOf(t, member.token);
    expect(info).toMatchObject({ static_bonus: '8.000000', claimable_profit: '0.000000' });
    expect(info.stakes[0].total_profit).toBe('8.000000');
  });

  it('changeStakingPackage follows the rules of both packages', async () => {
    const member = await funded(3000n);
    const pending = await stake(member.token, { package_id: pkg.flexible, amount: '100' });
    expect((await change(member.token, pending.json().data.id, pkg.fixed_180)).json().message).toBe(
      'PACKAGE_UNDER_TOPUP',
    );
    await activate(t, pending.json().data.id);
    const flexibleId = pending.json().data.id as string;
    expect((await change(member.token, flexibleId, pkg.flexible)).json().message).toBe('SAME_STAKE_AMOUNT');

    const odd = await activeStake(member.token, 'flexible', '150');
    expect((await change(member.token, odd, pkg.fixed_180)).json().message).toBe('INCORRECT_STAKING_AMOUNT');
    const big = await activeStake(member.token, 'fixed_180', '1100');
    expect((await change(member.token, big, pkg.flexible)).json().message).toBe('MAX_STAKE_AMOUNT');
    expect((await change(member.token, '999999', pkg.flexible)).json().message).toBe('NOT_FOUND');
    const other = await funded(0n);
    expect((await change(other.token, flexibleId, pkg.fixed_180)).json().message).toBe('NOT_FOUND');

    await t.db.updateTable('staking_packages').set({ status: 'inactive' }).where('code', '=', 'fixed_360').execute();
    expect((await change(member.token, flexibleId, pkg.fixed_360)).json().message).toBe('PACKAGE_INACTIVE');
    await t.db.updateTable('staking_packages').set({ status: 'active' }).where('code', '=', 'fixed_360').execute();

    const journals = await journalCount(t);
    const moved = await change(member.token, flexibleId, pkg.fixed_180);
    expect(okData(moved)).toMatchObject({
      package_code: 'fixed_180',
      status: 'active',
      cycle: 2,
      start_day: MONDAY,
      term_end_day: addDays('2026-03-07', 179),
    });
    expect(await journalCount(t)).toBe(journals);
    const invest = await call(t, 'GET', stakingPaths.investRecord, undefined, { token: member.token });
    expect(invest.json().data.list[0]).toMatchObject({
      kind: 'change_package',
      stake_id: flexibleId,
      source_wallet: null,
    });
  });
});
