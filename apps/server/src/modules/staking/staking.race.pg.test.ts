import { stakingAdminPaths, stakingPaths, addDays } from '@tandem/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { balanceOf, creditForTest } from '../../ledger/ledger.testing';
import { call } from '../../test/http';
import { SEC, USDT, createAndSignIn, loginToken, signInAdmin } from '../../test/factories';
import { createPayer } from '../wallet/wallet.testing';
import { accrueForTest, activeStakeIn, endStake, packageIdOf, postStaking } from './staking.testing';

/**
 * Real concurrency needs real sessions: PGlite runs one request at a time, so these run only on
 * PostgreSQL (the server-pg Vitest project), like wallet.race.pg.test.ts.
 */
describe('staking races on PostgreSQL', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' }, at: '2026-03-06T02:00:00Z', auditedLedger: true });

  /** A funded member with an activated 1000 USDT stake in package `code`. */
  async function activeStake(code: 'fixed_180' | 'fixed_360') {
    const member = await createPayer(t);
    await creditForTest(t.db, member.id, 1000n * USDT);
    return { member, stakeId: await activeStakeIn(t, member.token, code, '1000') };
  }

  it('two staff deciding one surrender at once: one wins, the other gets STATE_CHANGED, money moves once', async () => {
    const { member, stakeId } = await activeStake('fixed_180');
    t.clock.set(`${addDays('2026-03-09', 95)}T02:00:00Z`);
    const token = await loginToken(t, member.username, member.password);
    await endStake(t, token, stakeId, 'surrender');
    const admin = await signInAdmin(t);
    const first = await createAndSignIn(t, admin, 'financerace1', 'finance');
    const second = await createAndSignIn(t, admin, 'financerace2', 'finance');

    const [approve, reject] = await Promise.all([
      call(t, 'POST', stakingAdminPaths.surrenderApprove(stakeId), {}, { token: first.token }),
      call(t, 'POST', stakingAdminPaths.surrenderReject(stakeId), { reason: 'race' }, { token: second.token }),
    ]);
    const outcomes = [approve, reject].map((r) => r.json().message).sort();
    expect(outcomes).toEqual(['OK', 'STATE_CHANGED']);
    const status = (
      await t.db.selectFrom('stakes').select('status').where('id', '=', BigInt(stakeId)).executeTakeFirstOrThrow()
    ).status;
    if (approve.statusCode === 200) {
      expect(status).toBe('surrender_approved');
      expect(await balanceOf(t, member.id, 'point1')).toBe(900n * USDT);
    } else {
      expect(status).toBe('active');
      expect(await balanceOf(t, member.id, 'stake_lock')).toBe(1000n * USDT);
    }
  });

  it('concurrent claims of the same profit: one moves it, the others find nothing', async () => {
    t.clock.set('2026-03-06T02:00:00Z');
    const { member, stakeId } = await activeStake('fixed_360');
    await accrueForTest(t, stakeId, '2026-03-09');
    await accrueForTest(t, stakeId, '2026-03-10');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => postStaking(t, stakingPaths.redeemProfit, member.token, { sec_password: SEC })),
    );
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((m) => m === 'OK')).toHaveLength(1);
    expect(messages.filter((m) => m === 'no_can_claim_bonus')).toHaveLength(7);
    expect(await balanceOf(t, member.id, 'point2')).toBe(8n * USDT);
  });

  it('concurrent stakes never overdraw the wallet', async () => {
    t.clock.set('2026-03-06T02:00:00Z');
    const member = await createPayer(t);
    await creditForTest(t.db, member.id, 1000n * USDT);
    const packageId = await packageIdOf(t, 'fixed_180');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        postStaking(t, stakingPaths.staking, member.token, { package_id: packageId, amount: '300', sec_password: SEC }),
      ),
    );
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((m) => m === 'OK')).toHaveLength(3);
    expect(messages.filter((m) => m === 'INSUFFICIAN_BALANCE')).toHaveLength(9);
    expect(await balanceOf(t, member.id, 'point1')).toBe(100n * USDT);
    expect(await balanceOf(t, member.id, 'stake_lock')).toBe(900n * USDT);
  });
});
