import { dailyProfitOf, stakingPaths } from '@tandem/contracts';
import { postJournal } from '../../ledger/post-journal';
import { inTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/build-test-app';
import { call, postKeyed } from '../../test/http';

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
      type: 'profit_test',
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
