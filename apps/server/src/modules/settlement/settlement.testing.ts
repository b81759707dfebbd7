import { nextWeekday, termEndDay } from '@tandem/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { auditLedger } from '../../ledger/audit';
import { creditForTest } from '../../ledger/ledger.testing';
import { postJournal } from '../../ledger/post-journal';
import { inTransaction } from '../../db/transaction';
import type { TestApp } from '../../test/build-test-app';
import { USDT } from '../../test/factories';
import { seedStakingPackages } from '../staking/staking-seed';
import { applyStakeVolumeChange } from '../team/team-aggregates';
import type { SettlementDeps } from './settle';

/** 10:00 in Singapore (the default BUSINESS_TZ) on `day`. */
export const morningOf = (day: string) => new Date(`${day}T10:00:00+08:00`);

export function settlementDeps(t: TestApp): SettlementDeps {
  return t.app.deps;
}

/** A member without passwords (no argon2), under `sponsorId`. */
export async function addMember(t: TestApp, sponsorId: bigint | null = null): Promise<bigint> {
  const name = `m${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const row = await t.db
    .insertInto('members')
    .values({
      username: name,
      email: `${name}@example.test`,
      country_id: 194,
      language: 'en',
      sponsor_id: sponsorId,
      placement_id: sponsorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function packageId(t: TestApp, code: string): Promise<bigint> {
  await seedStakingPackages(t.db);
  const row = await t.db.selectFrom('staking_packages').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** A fixed package with a short term so tests can reach maturity: `termDays` days, 0.2 % a day. */
export async function shortTermPackage(t: TestApp, termDays = 10): Promise<bigint> {
  const row = await t.db
    .insertInto('staking_packages')
    .values({
      code: `short_${termDays}_${randomUUID().slice(0, 6)}`,
      type: 'fixed',
      names: JSON.stringify({ en: `Fixed ${termDays} days` }),
      term_days: termDays,
      min_micro: 100n * USDT,
      max_micro: null,
      step_micro: 100n * USDT,
      daily_rate_ppm: 2000,
      surrender_after_days: null,
      penalty_bps: 1000,
      can_terminate_early: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A stake as the staking service leaves it: point1 funded and moved into stake_lock through the
 * ledger, the stake row (starting the weekday after `stakedOn`), and the member's team volume.
 */
export async function placeStake(
  t: TestApp,
  input: { memberId: bigint; packageId: bigint; amountMicro: bigint; stakedOn: string },
): Promise<bigint> {
  const pkg = await t.db
    .selectFrom('staking_packages')
    .select(['term_days'])
    .where('id', '=', input.packageId)
    .executeTakeFirstOrThrow();
  const at = morningOf(input.stakedOn);
  await creditForTest(t.db, input.memberId, input.amountMicro, { at });
  return inTransaction(t.db, async (trx) => {
    const posted = await postJournal(trx, {
      type: 'stake',
      businessKey: `test_stake:${randomUUID()}`,
      memberId: input.memberId,
      legs: [
        { account: { memberId: input.memberId, kind: 'point1' }, amountMicro: -input.amountMicro },
        { account: { memberId: input.memberId, kind: 'stake_lock' }, amountMicro: input.amountMicro },
      ],
      at,
    });
    const startDay = nextWeekday(input.stakedOn);
    const stake = await trx
      .insertInto('stakes')
      .values({
        member_id: input.memberId,
        package_id: input.packageId,
        principal_micro: input.amountMicro,
        source_wallet: 'point1',
        staked_at: at,
        start_day: startDay,
        cycle_start_day: startDay,
        term_end_day: pkg.term_days === null ? null : termEndDay(startDay, pkg.term_days),
        notice_sent_cycle: null,
        penalty_micro: null,
        returned_micro: null,
        ended_at: null,
        journal_id: posted.journalId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await applyStakeVolumeChange(trx, input.memberId, input.amountMicro, at);
    return stake.id;
  });
}

/** A member's claimable profit: the sum of their unclaimed accrual lines (profit_payable's sub-ledger). */
export async function claimableOf(t: TestApp, memberId: bigint): Promise<bigint> {
  const row = await sql<{ total: string | null }>`
    select sum(amount_micro)::text as total from stake_accruals
    where member_id = ${memberId} and claimed_at is null`.execute(t.db);
  return BigInt(row.rows[0]?.total ?? 0);
}

/** Days each stake accrued, e.g. { "3": ["2026-11-09", ...] }. */
export async function accrualDays(t: TestApp): Promise<Record<string, string[]>> {
  const rows = await t.db
    .selectFrom('stake_accruals')
    .select(['stake_id', 'business_day'])
    .orderBy('stake_id')
    .orderBy('business_day')
    .execute();
  const out: Record<string, string[]> = {};
  for (const r of rows) (out[String(r.stake_id)] ??= []).push(r.business_day);
  return out;
}

export async function expectCleanAudit(t: TestApp) {
  const findings = await auditLedger(t.db);
  if (findings.length > 0) throw new Error(`ledger audit failed: ${JSON.stringify(findings)}`);
}

export async function settledDays(t: TestApp) {
  const rows = await sql<{ business_day: string; finished: boolean }>`
    select business_day, finished_at is not null as finished from settlement_days order by business_day`.execute(t.db);
  return rows.rows;
}
