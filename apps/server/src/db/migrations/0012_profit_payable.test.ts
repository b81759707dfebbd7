import type { JournalType } from '@tandem/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/audit';
import { postJournal } from '../../ledger/post-journal';
import { inTransaction } from '../transaction';
import { seedStakingPackages } from '../../modules/staking/staking-seed';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { openDatabaseBefore } from '../../test/test-database';

const USDT = 1_000_000n;

describe('migration 0012: profit owed to members moves to profit_payable', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openDatabaseBefore('0012'));
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('moves every legacy profit_claimable balance in one balanced journal; the audit passes', async () => {
    const db = handle.db;
    await sql`insert into countries (id, name, name_en, country_code, iso, short_form)
      values (194, 'Singapore', 'Singapore', '65', 'SG', 'SGP') on conflict do nothing`.execute(db);
    await seedStakingPackages(db);
    await sql`insert into members (id, username, country_id, sponsor_id, placement_id, language)
      values (1, 'legacy1', 194, null, null, 'en'), (2, 'legacy2', 194, 1, 1, 'en')`.execute(db);
    await sql`insert into stakes (id, member_id, package_id, principal_micro, source_wallet, status, staked_at,
        start_day, cycle_start_day, term_end_day, cycle)
      select m, m, p.id, 1000000000, 'point1', 'active', '2026-01-02T02:00:00Z', '2026-01-05', '2026-01-05', null, 1
      from staking_packages p cross join (values (1), (2)) v(m) where p.code = 'flexible'`.execute(db);
    // Member 1: two unclaimed days (3 USDT) in profit_claimable; member 2: one day, already claimed.
    await inTransaction(db, async (trx) => {
      await postJournal(trx, {
        type: 'test_lock' as JournalType /* a test's own, never on screen */,
        businessKey: 'legacy:locks',
        memberId: null,
        legs: [
          { account: { platform: 'adjustments' }, amountMicro: -2000n * USDT },
          { account: { memberId: 1n, kind: 'stake_lock' }, amountMicro: 1000n * USDT },
          { account: { memberId: 2n, kind: 'stake_lock' }, amountMicro: 1000n * USDT },
        ],
        at: new Date(),
      });
      for (const [memberId, day, amount] of [
        [1n, '2026-01-05', 1_500_000n],
        [1n, '2026-01-06', 1_500_000n],
        [2n, '2026-01-05', 1n * USDT],
      ] as const) {
        const posted = await postJournal(trx, {
          type: 'staking_profit',
          businessKey: `legacy:${memberId}:${day}`,
          memberId: null,
          legs: [
            { account: { platform: 'profit_expense' }, amountMicro: -amount },
            { account: { memberId, kind: 'profit_claimable' }, amountMicro: amount },
          ],
          at: new Date(),
        });
        await trx
          .insertInto('stake_accruals')
          .values({
            stake_id: memberId,
            business_day: day,
            member_id: memberId,
            package_id: 1n,
            principal_micro: 1000n * USDT,
            daily_rate_ppm: 1000,
            amount_micro: amount,
            journal_id: posted.journalId,
            claimed_at: memberId === 2n ? new Date() : null,
          })
          .execute();
      }
      await postJournal(trx, {
        type: 'profit_claim',
        businessKey: 'legacy:claim:2',
        memberId: 2n,
        legs: [
          { account: { memberId: 2n, kind: 'profit_claimable' }, amountMicro: -1n * USDT },
          { account: { memberId: 2n, kind: 'point2' }, amountMicro: 1n * USDT },
        ],
        at: new Date(),
      });
    });

    await migrateToLatest(db);

    const accounts = await db
      .selectFrom('accounts')
      .select(['member_id', 'balance_micro', 'version'])
      .where('kind', '=', 'profit_claimable')
      .orderBy('member_id')
      .execute();
    expect(accounts).toEqual([
      { member_id: 1n, balance_micro: 0n, version: 3n },
      { member_id: 2n, balance_micro: 0n, version: 2n },
    ]);
    const payable = await sql<{ total: string; entries: string }>`
      select sum(e.amount_micro)::text as total, count(*)::text as entries from entries e
      join accounts a on a.id = e.account_id where a.kind = 'profit_payable'`.execute(db);
    expect(payable.rows[0]).toEqual({ total: String(3n * USDT), entries: '1' });
    expect(await auditLedger(db)).toEqual([]);
  });

  it('the audit sees a line claimed without its money, and a bonus line for nobody', async () => {
    const db = handle.db;
    await db
      .updateTable('stake_accruals')
      .set({ claimed_at: new Date() })
      .where('stake_id', '=', 1n)
      .where('business_day', '=', '2026-01-06')
      .execute();
    await sql`insert into bonus_lines (beneficiary_id, kind, level, business_day, base_micro, rate_bps, amount_micro,
        rule, journal_id, created_at, source_key)
      values (999, 'level', 1, '2026-01-06', 0, 0, 0, 'test', 1, now(), 'day:2026-01-06')`.execute(db);
    const checks = (await auditLedger(db)).map((f) => f.check);
    expect(checks).toContain(
      'profit_payable equals the unclaimed profit lines, and no profit_claimable account holds any',
    );
    expect(checks).toContain('every bonus line names a member and stake that exist');
  });
});
