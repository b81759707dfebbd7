import type { JournalType } from '@tandem/contracts';
import { expect } from 'vitest';
import { dailyProfitOf, stakingPaths } from '@tandem/contracts';
import { postJournal } from '../../ledger/post-journal';
import { inTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/build-test-app';
import { call, postKeyed } from '../../test/http';
import { SEC } from '../../test/factories';

/** POST a staking call with a fresh Idempotency-Key (or the one given, or none). */
export function postStaking(
  t: TestApp,
  path: string,
  token: string,
  body: Record<string, unknown>,
  key?: string | null,
) {
  return postKeyed(t, path, token, body, key);
}

export async function packageIdOf(t: TestApp, code: string): Promise<string> {
  const row = await t.db.selectFrom('staking_packages').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return String(row.id);
}

/** Stakes `amount` USDT from point1 into the package named `code` (with the test secondary password): the answer. */
export async function stakeIn(t: TestApp, token: string, code: string, amount: string) {
  return postStaking(t, stakingPaths.staking, token, {
    package_id: await packageIdOf(t, code),
    amount,
    sec_password: SEC,
  });
}

/** A stake of `amount` USDT in package `code`, activated as settlement would on its start day: its id. */
export async function activeStakeIn(t: TestApp, token: string, code: string, amount: string): Promise<string> {
  const res = await stakeIn(t, token, code, amount);
  expect(res.statusCode, res.body).toBe(200);
  const stakeId = res.json().data.id as string;
  await activate(t, stakeId);
  return stakeId;
}

/** The member ends a stake (redeem, maturity or surrender) and the request is accepted: the answer. */
export async function endStake(t: TestApp, token: string, stakeId: string, action: string) {
  const res = await postStaking(t, stakingPaths.terminateStaking, token, {
    stake_id: stakeId,
    action,
    sec_password: SEC,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** What settlement does on a stake's start day, for tests that only need an active stake. */
export async function activate(t: TestApp, stakeId: string) {
  await t.db
    .updateTable('stakes')
    .set({ status: 'active' })
    .where('id', '=', BigInt(stakeId))
    .where('status', '=', 'not_activated')
    .execute();
}

/**
 * One day's profit of a stake, posted the way settlement posts it (profit_expense →
 * profit_payable with its accrual line), for tests of claims and records.
 */
export async function accrueForTest(t: TestApp, stakeId: string, businessDay: string): Promise<bigint> {
  return inTransaction(t.db, async (trx) => {
    const stake = await trx
      .selectFrom('stakes')
      .innerJoin('staking_packages', 'staking_packages.id', 'stakes.package_id')
      .select(['stakes.id', 'stakes.member_id', 'stakes.package_id', 'stakes.principal_micro', 'daily_rate_ppm'])
      .where('stakes.id', '=', BigInt(stakeId))
      .executeTakeFirstOrThrow();
    const amountMicro = dailyProfitOf(stake.principal_micro, stake.daily_rate_ppm);
    const posted = await postJournal(trx, {
      type: 'profit_test' as JournalType /* a test's own, never on screen */,
      businessKey: `profit_test:${stakeId}:${businessDay}`,
      memberId: stake.member_id,
      legs: [
        { account: { platform: 'profit_expense' }, amountMicro: -amountMicro },
        { account: { platform: 'profit_payable' }, amountMicro },
      ],
      at: new Date(),
    });
    await trx
      .insertInto('stake_accruals')
      .values({
        stake_id: stake.id,
        business_day: businessDay,
        member_id: stake.member_id,
        package_id: stake.package_id,
        principal_micro: stake.principal_micro,
        daily_rate_ppm: stake.daily_rate_ppm,
        amount_micro: amountMicro,
        journal_id: posted.journalId,
        claimed_at: null,
      })
      .execute();
    return amountMicro;
  });
}

export const stakingInfoOf = async (t: TestApp, token: string) =>
  (await call(t, 'GET', stakingPaths.stakingInfo, undefined, { token })).json().data;
