import { stakingAdminPaths } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { loadConfig } from '../../config';
import { type SignedInStaff, USDT, createAndSignIn, signInAdmin } from '../../test/factories';
import { auditRows } from '../admin/admin.testing';
import { staffGet, staffPost, okData } from '../../test/http';
import { addMember, claimableOf, morningOf, packageId, placeStake } from './settlement.testing';
import { testClockPath } from './test-clock.routes';

describe('settlement routes', () => {
  const t = useTestApp({ env: { TEST_CLOCK_CONTROL: '1' }, at: morningOf('2026-11-05') });
  let admin: SignedInStaff;
  let support: SignedInStaff;

  it('refuses the clock control in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: '1' })).toThrow(/TEST_CLOCK_CONTROL/);
    expect(loadConfig({ NODE_ENV: 'production' }).testClockControl).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).settlementScheduler).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).settlementScheduler).toBe(true);
  });

  it('advancing the test clock settles the days that became due, and staff see them', async () => {
    const member = await addMember(t);
    const fixed = await packageId(t, 'fixed_180');
    await placeStake(t, { memberId: member, packageId: fixed, amountMicro: 1000n * USDT, stakedOn: '2026-11-05' });

    const moved = await t.app.inject({ method: 'POST', url: testClockPath, payload: { advance_days: 5 } });
    expect(moved.statusCode, moved.body).toBe(200);
    // Thursday 11-05 + 5 days = Tuesday 11-10: Friday (start) to Monday are due.
    expect(moved.json().data).toMatchObject({
      business_day: '2026-11-10',
      settled_days: ['2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09'],
    });
    expect(await claimableOf(t, member)).toBe(6n * USDT);

    // Staff sessions from before the jump would have expired: sign in on the new day.
    admin = await signInAdmin(t);
    support = await createAndSignIn(t, admin, 'supportdesk', 'support');

    const list = await staffGet(t, support.token, stakingAdminPaths.settlementDays);
    expect(okData(list)[0]).toMatchObject({
      business_day: '2026-11-09',
      is_business_day: true,
      stakes_accrued: 1,
      profit: '3.000000',
      bonus: '0.000000',
    });
    expect(list.json().data.map((d: { business_day: string }) => d.business_day)).toEqual([
      '2026-11-09',
      '2026-11-08',
      '2026-11-07',
      '2026-11-06',
    ]);

    // Only a superadmin runs it by hand; the run is audited.
    expect((await staffPost(t, support.token, stakingAdminPaths.settlementRun)).statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: testClockPath, payload: { advance_days: 0 } });
    t.clock.advance(86_400_000);
    admin = await signInAdmin(t, admin.secret);
    const run = await staffPost(t, admin.token, stakingAdminPaths.settlementRun);
    expect(okData(run)).toEqual({ ran: true, through: '2026-11-10', days: ['2026-11-10'] });
    expect(await auditRows(t, 'settlement.run')).toHaveLength(1);
    expect(await claimableOf(t, member)).toBe(9n * USDT);
  });
});
