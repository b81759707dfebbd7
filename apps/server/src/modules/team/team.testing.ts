import { sql } from 'kysely';
import { inTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/build-test-app';
import { applyStakeVolumeChange } from './team-aggregates';

/** A package for team tests that do not go through the staking calls (no money moves). */
async function testPackageId(t: TestApp): Promise<bigint> {
  await t.db
    .insertInto('staking_packages')
    .values({
      code: 'team_test',
      type: 'flexible',
      names: JSON.stringify({ en: 'Team test' }),
      term_days: null,
      min_micro: 1n,
      max_micro: null,
      step_micro: 1n,
      daily_rate_ppm: 0,
      surrender_after_days: null,
      can_terminate_early: true,
      status: 'inactive',
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await t.db
    .selectFrom('staking_packages')
    .select('id')
    .where('code', '=', 'team_test')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A live stake row and its volume change in one transaction, as the staking module does it. */
export async function stakeForTest(t: TestApp, memberId: bigint, amountMicro: bigint): Promise<bigint> {
  const packageId = await testPackageId(t);
  const at = t.clock.now();
  return inTransaction(t.db, async (trx) => {
    const row = await trx
      .insertInto('stakes')
      .values({
        member_id: memberId,
        package_id: packageId,
        principal_micro: amountMicro,
        source_wallet: 'point1',
        status: 'active',
        staked_at: at,
        start_day: '2026-01-05',
        cycle_start_day: '2026-01-05',
        term_end_day: null,
        notice_sent_cycle: null,
        penalty_micro: null,
        returned_micro: null,
        ended_at: null,
        journal_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyStakeVolumeChange(trx, memberId, amountMicro, at);
    return row.id;
  });
}

/** Ends a stake made by stakeForTest and takes its principal out of the volumes. */
export async function endStakeForTest(t: TestApp, stakeId: bigint): Promise<void> {
  await inTransaction(t.db, async (trx) => {
    const row = await sql<{ member_id: bigint; principal_micro: bigint }>`
      update stakes set status = 'end', ended_at = now() where id = ${stakeId} and status = 'active'
      returning member_id, principal_micro
    `.execute(trx);
    const stake = row.rows[0];
    if (!stake) throw new Error(`stake ${stakeId} is not live`);
    await applyStakeVolumeChange(trx, BigInt(stake.member_id), -BigInt(stake.principal_micro), t.clock.now());
  });
}
