import { stakingPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { call } from '../../test/http';
import { SEC, USDT, loginToken } from '../../test/factories';
import { settleThrough } from '../settlement/settle';
import { createPayer } from '../wallet/wallet.testing';
import { endStake, packageIdOf, postStaking, stakingInfoOf } from './staking.testing';

/**
 * The member's calls against the real daily settlement: a stake earns from its start day, a
 * redeemed flexible stake stops earning the day it is redeemed, and a claim moves exactly what
 * settlement credited.
 */
describe('staking with daily settlement', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, auditedLedger: true });

  /** 00:10 business time on `day`: the previous day's settlement is due. */
  const justAfterMidnight = (day: string) => `${day}T00:10:00+08:00`;

  it('earns on weekdays from the start day; redeem stops profit that day; claim moves what was credited', async () => {
    t.clock.set('2026-03-06T10:00:00+08:00'); // Friday
    const member = await createPayer(t);
    await creditForTest(t.db, member.id, 2000n * USDT);
    const stake = (code: string, amount: string) =>
      packageIdOf(t, code).then((id) =>
        postStaking(t, stakingPaths.staking, member.token, { package_id: id, amount, sec_password: SEC }),
      );
    const flexible = (await stake('flexible', '500')).json().data.id as string;
    const fixed = (await stake('fixed_180', '1000')).json().data.id as string;

    // Saturday and Sunday earn nothing; Monday is the start day.
    t.clock.set(justAfterMidnight('2026-03-10'));
    await settleThrough(t.app.deps, '2026-03-09');
    member.token = await loginToken(t, member.username, member.password);
    let info = await stakingInfoOf(t, member.token);
    expect(info.stakes.map((s: { status: string }) => s.status)).toEqual(['active', 'active']);
    // 500 × 0.10 % + 1000 × 0.30 %
    expect(info.claimable_profit).toBe('3.500000');

    // Redeemed on Tuesday: no profit for Tuesday.
    t.clock.set('2026-03-10T15:00:00+08:00');
    await endStake(t, member.token, flexible, 'redeem');
    t.clock.set(justAfterMidnight('2026-03-11'));
    await settleThrough(t.app.deps, '2026-03-10');
    const lines = await t.db
      .selectFrom('stake_accruals')
      .select(['stake_id', 'business_day'])
      .where('member_id', '=', member.id)
      .orderBy('business_day')
      .orderBy('stake_id')
      .execute();
    expect(lines.map((l) => `${l.stake_id}:${l.business_day}`)).toEqual([
      `${flexible}:2026-03-09`,
      `${fixed}:2026-03-09`,
      `${fixed}:2026-03-10`,
    ]);
    info = await stakingInfoOf(t, member.token);
    expect(info).toMatchObject({ claimable_profit: '6.500000', static_bonus: '6.500000', live_count: 1 });

    const claimed = await postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: SEC });
    expect(claimed.json().data).toMatchObject({ amount: '6.500000', lines: 3, point2: '6.500000' });
    expect(await balanceOf(t, member.id, 'point1')).toBe(1000n * USDT);
    const records = await call(t, 'GET', stakingPaths.getStakingRecord, undefined, { token: member.token });
    expect(records.json().data.list.every((r: { status: string }) => r.status === 'claimed')).toBe(true);
  });
});
